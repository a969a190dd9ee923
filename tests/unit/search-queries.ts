/**
 * Real queries of the kind older adults and caregivers type, each with the pages a good
 * answer puts first: at least one of `expect` must be in the top 3. Add one whenever you add a
 * synonym (app/features/search/words/synonyms.ts) or a reader reports a search that found nothing.
 */
export interface SearchCase {
  query: string;
  expect: readonly string[];
}

const GRANDPARENT = ["/scam-types/grandparent-scams", "/blog/ai-voice-cloning-grandparent-scams", "/family-kit"];
const TECH = ["/scam-types/tech-support", "/protect-yourself/secure-devices"];
const SENT = ["/if-targeted", "/recovery-hub", "/help-now"];
const ROMANCE = ["/scam-types/romance-scams", "/blog/how-to-spot-romance-scams-on-dating-apps"];
const INVEST = ["/scam-types/investment-scams", "/blog/investment-scams-too-good-to-be-true-returns"];
const TEXT = ["/scam-types/text-scams", "/protect-yourself/text-smishing"];
const SOCIAL = [
  "/scam-types/social-media",
  "/protect-yourself/social-media-security",
  "/blog/cloned-vs-hacked-social-media",
  "/scam-types/social-media-scams-2025",
];
const IDENTITY = ["/scam-types/identity-theft", "/recovery-hub"];

export const SEARCH_CASES: readonly SearchCase[] = [
  { query: "grandson jail bail", expect: GRANDPARENT },
  { query: "grandson", expect: GRANDPARENT },
  { query: "jail", expect: GRANDPARENT },
  { query: "bail", expect: GRANDPARENT },
  { query: "granddaughter called crying", expect: GRANDPARENT },
  { query: "lawyer called about my grandson", expect: GRANDPARENT },
  { query: "voice sounded like my grandson", expect: GRANDPARENT },
  { query: "family code word", expect: ["/family-kit", ...GRANDPARENT] },
  { query: "gift card", expect: ["/scam-types/phone-scams", "/if-targeted", "/recovery-hub", ...GRANDPARENT] },
  { query: "gift cards", expect: ["/scam-types/phone-scams", "/if-targeted", "/recovery-hub", ...GRANDPARENT] },
  { query: "bitcoin atm", expect: [...INVEST, "/scam-types/tech-support", "/protect-yourself/emerging-threats-2025"] },
  { query: "crypto", expect: [...INVEST, "/protect-yourself/emerging-threats-2025"] },
  { query: "someone remote into my computer", expect: TECH },
  { query: "pop up on my computer says call microsoft", expect: TECH },
  { query: "virus warning phone number", expect: TECH },
  { query: "my mom sent money", expect: [...SENT, "/caregiver-guide"] },
  { query: "sent money", expect: SENT },
  { query: "wire", expect: [...SENT, ...INVEST] },
  { query: "scammed", expect: SENT },
  { query: "i got scammed what do i do", expect: SENT },
  { query: "lost money to a scam", expect: SENT },
  { query: "pasword", expect: ["/protect-yourself/secure-devices", "/scam-types/identity-theft", "/blog/cloned-vs-hacked-social-media"] },
  { query: "passwords", expect: ["/protect-yourself/secure-devices", "/scam-types/identity-theft", "/blog/cloned-vs-hacked-social-media"] },
  { query: "medicare card", expect: ["/scam-types/phone-scams", "/scam-types/identity-theft", "/recovery-hub"] },
  { query: "social security number stolen", expect: IDENTITY },
  { query: "identity theft", expect: IDENTITY },
  { query: "credit freeze", expect: [...IDENTITY, "/protect-yourself/financial-safeguards"] },
  { query: "toll text", expect: TEXT },
  { query: "unpaid toll", expect: TEXT },
  { query: "package delivery text", expect: TEXT },
  { query: "smishing", expect: TEXT },
  { query: "phishing email", expect: ["/scam-types/email-phishing", "/blog/email-phishing-protecting-your-personal-information"] },
  { query: "fake email from amazon", expect: ["/scam-types/email-phishing", "/blog/email-phishing-protecting-your-personal-information"] },
  { query: "facebook friend asking for money", expect: SOCIAL },
  { query: "hacked facebook", expect: SOCIAL },
  { query: "online boyfriend wants money", expect: ROMANCE },
  { query: "dating site", expect: ROMANCE },
  { query: "investment too good to be true", expect: INVEST },
  { query: "irs calling", expect: ["/scam-types/phone-scams", "/protect-yourself/phone-protection", "/scam-types/identity-theft"] },
  {
    query: "robocalls",
    expect: ["/scam-types/phone-scams", "/protect-yourself/phone-protection", "/blog/phone-scams-targeting-seniors-2025"],
  },
  {
    query: "do not call list",
    expect: ["/scam-types/phone-scams", "/protect-yourself/phone-protection", "/blog/phone-scams-targeting-seniors-2025"],
  },
  { query: "help my father", expect: ["/caregiver-guide", ...SENT] },
  { query: "caregiver", expect: ["/caregiver-guide"] },
  { query: "report a scam", expect: ["/if-targeted", "/recovery-hub", "/help-now", "/resources"] },
  { query: "elder fraud hotline", expect: ["/if-targeted", "/recovery-hub", "/help-now", "/contact", "/resources"] },
  { query: "quiz", expect: ["/scam-quizzes", "/tools/quiz"] },
];

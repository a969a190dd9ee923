/**
 * Everyday words people type, and the words the site's pages use for the same thing. The site
 * search and the scam database look for both. To add one: put the word people type on the left
 * (one word, lower case; "grandson" also covers "grandsons") and the site's words on the right (a
 * phrase needs all its words). Then add a query to tests/unit/search-queries.ts that shows it
 * working, and run `npm run test:unit`.
 */
import type { Synonyms } from "~/lib/text-search";

const FAMILY_EMERGENCY = ["grandparent", "family emergency"];
const TECH_SUPPORT = ["tech support"];
const SENT_MONEY = ["paid", "payment", "lost money"];

export const SEARCH_SYNONYMS: Synonyms = {
  // Grandparent and family-emergency scams
  grandson: FAMILY_EMERGENCY,
  granddaughter: FAMILY_EMERGENCY,
  grandchild: FAMILY_EMERGENCY,
  grandchildren: FAMILY_EMERGENCY,
  grandkid: FAMILY_EMERGENCY,
  nephew: FAMILY_EMERGENCY,
  niece: FAMILY_EMERGENCY,
  jail: [...FAMILY_EMERGENCY, "arrested"],
  bail: [...FAMILY_EMERGENCY, "arrested"],
  arrested: ["jail", "bail", "grandparent"],
  lawyer: ["grandparent", "bail"],
  attorney: ["grandparent", "bail"],
  courier: ["cash", "grandparent"],
  // Money sent, lost or asked for
  bitcoin: ["crypto", "cryptocurrency"],
  btc: ["crypto"],
  cryptocurrency: ["crypto"],
  wire: ["wire transfer", "money transfer", ...SENT_MONEY],
  sent: SENT_MONEY,
  send: SENT_MONEY,
  lost: ["lost money", "recover"],
  refund: ["recover", "recovery"],
  // "scammed" (and "scam", its stem) also leads to the pages for someone it happened to.
  scammed: ["targeted", "recovery", "help now"],
  conned: ["scam", "scammed"],
  tricked: ["scam", "scammed"],
  fooled: ["scam", "scammed"],
  swindled: ["scam", "scammed"],
  itunes: ["gift card"],
  // Computers, phones and accounts
  remote: TECH_SUPPORT,
  computer: TECH_SUPPORT,
  popup: TECH_SUPPORT,
  virus: TECH_SUPPORT,
  microsoft: TECH_SUPPORT,
  hacked: ["hacked account", "cloned", "password"],
  sms: ["text"],
  txt: ["text"],
  smishing: ["text"],
  phishing: ["email"],
  robocall: ["phone", "call"],
  // People we help
  mom: ["parent", "caregiver", "family"],
  mother: ["parent", "caregiver", "family"],
  dad: ["parent", "caregiver", "family"],
  father: ["parent", "caregiver", "family"],
  elderly: ["older adults", "caregiver"],
  // Other scams
  sweetheart: ["romance"],
  girlfriend: ["romance"],
  boyfriend: ["romance"],
  dating: ["romance"],
  lottery: ["sweepstakes", "prize"],
  won: ["prize", "lottery", "sweepstakes"],
  sweepstakes: ["lottery", "prize"],
  facebook: ["social media"],
  instagram: ["social media"],
  whatsapp: ["social media"],
  deepfake: ["ai", "voice cloning"],
  clone: ["cloning", "cloned"],
  taxes: ["irs"],
  stimulus: ["government", "irs"],
  stocks: ["investment"],
  roofer: ["home repair", "home improvement"],
  contractor: ["home repair", "home improvement"],
};

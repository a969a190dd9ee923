import { describe, expect, it } from "vitest";
import { pdfText } from "../support/pdf-text";
import { HELP_NOW } from "~/features/help-now/words";
import { PHONE, LINK } from "~/features/help-now/words/contacts";
import { HELPLINES } from "~/features/help-now/words/helplines";
import { QUESTIONS } from "~/features/help-now/words/questions";
import { SOURCES } from "~/features/help-now/words/sources";
import { CODE_WORDS } from "~/features/forms/words/family-kit";
import { makeCodeWord } from "~/features/forms/code-word";
import {
  answerQuery,
  CONTACT_WAYS,
  firstOpenStep,
  firstProblemStep,
  type HelpNowAnswers,
  PATH_QUESTIONS,
  PAYMENTS,
  type Payment,
  QUESTION_ORDER,
  QUICK_PATHS,
  SHARED,
  type Shared,
  stepToShow,
  STORIES,
} from "~/features/help-now/help-now";
import { buildPlan, forAudience, openNowText } from "~/features/help-now/plan";
import { HELP_NOW_LANGUAGES } from "~/features/help-now/words/languages";
import { federalHoliday } from "~/features/help-now/federal-holidays";
import { clockLabel, isOpenAt, nextOpening, type OpeningHours } from "~/features/help-now/opening-hours";
import { QUICK_QUESTIONS } from "~/features/help-now/words/questions";
import { inspectPdf } from "../support/pdf-inspect";
import { readAnswers } from "~/features/help-now/schema";
import { familyKitForm } from "~/features/forms/family-kit-schema";
import { parseForm } from "~/lib/forms";
import { planPdf, kitPdf } from "~/features/help-now/plan-pdf.server";
import { HOTLINE } from "../support/hotline";

const WEEKDAY_HOURS: OpeningHours = { kind: "weekly", days: [1, 2, 3, 4, 5], open: 600, close: 1080, timeZone: "America/New_York" };
const MONDAY_NOON_ET = new Date("2026-11-23T17:00:00Z"); // 12:00 EST
const answers = (over: Partial<HelpNowAnswers> = {}): HelpNowAnswers => ({
  for: "me",
  contact: "phone",
  story: "family",
  paid: [],
  shared: [],
  ...over,
});

describe("the plan, for every story, payment and thing shared", () => {
  const payments: Payment[][] = [[], ...PAYMENTS.map((p) => [p]), [...PAYMENTS]];
  const shared: Shared[][] = [[], ...SHARED.map((s) => [s]), [...SHARED]];
  for (const story of STORIES) {
    it(`${story}: every combination has a report route, a helpline and a step for each payment and each thing shared`, () => {
      for (const paid of payments)
        for (const sh of shared)
          for (const audience of ["me", "helper"] as const) {
            const plan = buildPlan(answers({ story, paid, shared: sh, for: audience }), HELP_NOW, MONDAY_NOON_ET);
            expect(plan.report.length).toBeGreaterThan(0);
            expect(plan.report.map((r) => r.id)).toContain("ftc");
            expect(plan.helplines.length).toBeGreaterThan(0);
            // A step two answers share (the bank call, new passwords) appears once, where it is first needed.
            const shown = [...plan.now, ...plan.lockDown].map((x) => x.id);
            expect(new Set(shown).size).toBe(shown.length);
            for (const p of paid) for (const s of HELP_NOW.stopMoney[p]) expect(plan.now.map((x) => x.id)).toContain(s.id);
            for (const s of sh) for (const step of HELP_NOW.lockDown[s]) expect(shown).toContain(step.id);
            expect(plan.paid).toBe(paid.length > 0);
            expect(plan.now.length).toBeGreaterThan(0);
            const words = JSON.stringify(plan);
            expect(words).not.toMatch(/\{(you|your|You|Your|state)\}/);
          }
    });
  }

  it("has stop-the-money steps for every way of paying and lock-down steps for every thing shared", () => {
    for (const p of PAYMENTS) expect(HELP_NOW.stopMoney[p].length).toBeGreaterThan(0);
    for (const s of SHARED) expect(HELP_NOW.lockDown[s].length).toBeGreaterThan(0);
  });

  it("lists a step shared by two answers once (the bank call for a transfer and a bank login)", () => {
    const plan = buildPlan(answers({ paid: ["bank-transfer"], shared: ["bank-login", "remote-access"] }), HELP_NOW, MONDAY_NOON_ET);
    expect(plan.now.filter((s) => s.id === "bank-call")).toHaveLength(1);
    const ids = [...plan.now, ...plan.lockDown].map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain("disconnect-computer");
    expect(ids.filter((id) => id === "change-passwords")).toHaveLength(1);
  });
});

describe("the first steps (the walk-through's three journeys)", () => {
  const titles = (plan: ReturnType<typeof buildPlan>) => plan.now.map((s) => s.title);
  it("a grandson 'in jail' wants gift cards, nothing paid yet: hang up, do not buy the cards, call the family, tell someone", () => {
    // The family path asks only what was paid: no way it started, nothing about what was shared.
    const plan = buildPlan({ for: "me", story: "family", paid: [] }, HELP_NOW, MONDAY_NOON_ET);
    expect(titles(plan)).toEqual([
      "Hang up. Do not buy the gift cards or send money",
      "Call your grandchild or their parents on a number you already have",
      "Tell someone, even if they said not to",
    ]);
    expect(plan.paid).toBe(false);
    expect(JSON.stringify(plan.now)).toMatch(/gift cards/);
    // Nothing lost: the FTC report only, and 988 is not one of the lines to call.
    expect(plan.report.map((r) => r.id)).toEqual(["ftc"]);
    expect(plan.helplines.map((h) => h.helpline.id)).toEqual(["elder-fraud-hotline", "aarp-helpline"]);
    expect(plan.askShared).toBe(true);
    expect(plan.summary).toContain("[by phone, text, email or online]");
    expect(plan.summary).toContain("[Personal details they got, if any.]");
  });
  it("gift cards already read out: the company that issued the card first, 988 among the lines", () => {
    const plan = buildPlan({ for: "me", story: "family", paid: ["gift-card"] }, HELP_NOW, MONDAY_NOON_ET);
    expect(plan.now[0]!.title).toBe("Call the company that issued the gift card");
    expect(plan.now[0]!.text).toMatch(/the name on the card, such as Apple, Google Play.*not the store that sold it/);
    expect(plan.now.map((s) => s.id)).toContain("stop-contact");
    expect(plan.helplines.map((h) => h.helpline.id)).toContain("988");
    expect(plan.report.map((r) => r.id)).toEqual(expect.arrayContaining(["ftc", "state-ag", "police"]));
  });
  it("a daughter whose father wired money to a 'Facebook friend' and gave his bank login: the bank first, recall the wire, lock online banking, then the romance steps", () => {
    const plan = buildPlan({ for: "helper", story: "romance", paid: ["bank-transfer"], shared: ["bank-login"] }, HELP_NOW, MONDAY_NOON_ET);
    const [first] = plan.now;
    expect(first!.id).toBe("bank-call");
    expect(first!.title).toBe("Call their bank now, on the number on their card");
    expect(first!.items.join(" ")).toMatch(/recall the wire/);
    expect(first!.items.join(" ")).toMatch(/lock their online banking/);
    expect(first!.items.join(" ")).toMatch(/watch their accounts for transfers they did not make/);
    const ids = plan.now.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(["ic3", "keep-messages", "report-profile", "stop-contact"]));
    expect(ids.indexOf("ic3")).toBe(1);
    // The FBI is named once: the wire's same-day report, not again under "Report it".
    expect(plan.report.map((r) => r.id)).not.toContain("ic3");
    expect(plan.kindTalk[0]).toMatch(/go on believing/);
  });
  it("a bank wire: report it at ic3.gov the same day, with the FBI's own limits for getting it back", () => {
    const wire = buildPlan(answers({ paid: ["bank-transfer"] }), HELP_NOW, MONDAY_NOON_ET).now.find((s) => s.id === "ic3")!;
    expect(wire.title).toMatch(/today/);
    expect(wire.text).toMatch(/Recovery Asset Team/);
    expect(wire.text).toMatch(/\$50,000 or more sent to another country/);
    expect(wire.text).toMatch(/last 72 hours/);
    expect(wire.links.map((l) => l.url)).toContain("https://www.ic3.gov/");
  });
  it("a scammer in the computer, nothing paid: off the internet, then the bank, asked to watch for transfers", () => {
    const plan = buildPlan(answers({ story: "tech", contact: "popup", shared: ["remote-access"] }), HELP_NOW, MONDAY_NOON_ET);
    const ids = plan.now.map((s) => s.id);
    expect(ids.slice(0, 2)).toEqual(["disconnect-computer", "bank-call"]);
    const bank = plan.now[1]!;
    expect(bank.items).toEqual([
      "Tell them a scammer was in your computer.",
      "Ask them to watch your accounts for transfers you did not make.",
    ]);
  });
  it("Ria's fraud line has its extension, dialled after a pause", () => {
    const wire = buildPlan(answers({ paid: ["wire"] }), HELP_NOW, MONDAY_NOON_ET).now.find((s) => s.id === "wire-company")!;
    const ria = wire.contacts.find((c) => c.name.startsWith("Ria"))!;
    expect(ria.display).toBe("1-877-443-1399, ext. 1615");
    expect(ria.tel).toBe("+18774431399,1615");
  });
});

describe("the verdict", () => {
  it("says 'This is a scam' for a known scam story", () => {
    const plan = buildPlan(answers({ story: "family" }), HELP_NOW, MONDAY_NOON_ET);
    expect(plan.verdict.headline).toBe("This is a scam.");
    expect(plan.verdict.noBlame).toBe("Scammers are professionals. This is not your fault.");
  });
  it("says 'This is a scam' for any story paid with gift cards, and says why", () => {
    const plan = buildPlan(answers({ story: "other", paid: ["gift-card"] }), HELP_NOW, MONDAY_NOON_ET);
    expect(plan.verdict.headline).toBe("This is a scam.");
    expect(plan.verdict.reason).toMatch(/gift cards/);
  });
  it("says 'This has the signs of a scam' otherwise", () => {
    expect(buildPlan(answers({ story: "job", paid: ["card"] }), HELP_NOW, MONDAY_NOON_ET).verdict.headline).toBe(
      "This has the signs of a scam.",
    );
  });
  it("speaks of 'they' and 'their' in a helper's plan", () => {
    const plan = buildPlan(answers({ for: "helper", story: "romance", paid: ["wire"] }), HELP_NOW, MONDAY_NOON_ET);
    expect(plan.verdict.noBlame).toBe("Scammers are professionals. This is not their fault.");
    expect(plan.verdict.reason).toMatch(/^Someone they have never met/);
    expect(plan.kindTalk.length).toBeGreaterThan(0);
    expect(plan.summary).toMatch(/^On \[date\] at about \[time\], the person I help, \[name\], age \[age\], was contacted by phone/);
  });
  it("has no kind-talk tips in a plan for oneself", () => {
    expect(buildPlan(answers(), HELP_NOW, MONDAY_NOON_ET).kindTalk).toEqual([]);
  });
});

describe("report routes", () => {
  const ids = (a: HelpNowAnswers) => buildPlan(a, HELP_NOW, MONDAY_NOON_ET).report.map((r) => r.id);
  it("sends internet and crypto scams to the FBI's IC3", () => {
    expect(ids(answers({ contact: "email", story: "other", shared: ["ssn"] }))).toContain("ic3");
    expect(ids(answers({ contact: "phone", story: "other", paid: ["crypto"] }))).toContain("ic3");
  });
  it("sends government impostors to SSA OIG, TIGTA and the Medicare fraud lines", () => {
    expect(ids(answers({ story: "government" }))).toEqual(expect.arrayContaining(["ssa-oig", "tigta", "medicare-fraud"]));
    expect(ids(answers({ story: "family" }))).not.toContain("tigta");
  });
  it("sends mail scams and cash by mail to the Postal Inspection Service", () => {
    expect(ids(answers({ contact: "letter", story: "prize" }))).toContain("uspis");
    expect(ids(answers({ paid: ["cash"] }))).toContain("uspis");
  });
  it("asks for fewer reports when nothing was paid or shared (no police, FBI or state offices)", () => {
    expect(ids(answers({ contact: "email", story: "other" }))).toEqual(["ftc"]);
    expect(ids(answers({ contact: "phone", story: "government" }))).toEqual(["ftc", "ssa-oig", "tigta", "medicare-fraud", "fcc"]);
  });
  it("names the chosen state in the attorney general and Adult Protective Services steps", () => {
    const plan = buildPlan(answers({ state: "FL", paid: ["card"] }), HELP_NOW, MONDAY_NOON_ET);
    const ag = plan.report.find((r) => r.id === "state-ag")!;
    expect(ag.title).toBe("Tell the attorney general of Florida");
    expect(ag.links[0]!.name).toMatch(/Florida/);
    expect(plan.report.find((r) => r.id === "aps")!.title).toMatch(/in Florida$/);
    expect(plan.stateName).toBe("Florida");
  });
  it("says 'your state' (or 'their state') when no state was chosen", () => {
    expect(buildPlan(answers({ paid: ["cash"] }), HELP_NOW, MONDAY_NOON_ET).report.find((r) => r.id === "state-ag")!.title).toBe(
      "Tell the attorney general of your state",
    );
    expect(
      buildPlan(answers({ for: "helper", paid: ["cash"] }), HELP_NOW, MONDAY_NOON_ET).report.find((r) => r.id === "state-ag")!.title,
    ).toBe("Tell the attorney general of their state");
  });
});

describe("open now (Eastern Time, worked out on the server)", () => {
  it("is open on a weekday inside the hours and closed outside them", () => {
    expect(isOpenAt(WEEKDAY_HOURS, MONDAY_NOON_ET)).toBe(true);
    expect(isOpenAt(WEEKDAY_HOURS, new Date("2026-11-23T14:59:00Z"))).toBe(false); // 9:59 EST
    expect(isOpenAt(WEEKDAY_HOURS, new Date("2026-11-23T15:00:00Z"))).toBe(true); // 10:00 EST
    expect(isOpenAt(WEEKDAY_HOURS, new Date("2026-11-23T22:59:00Z"))).toBe(true); // 17:59 EST
    expect(isOpenAt(WEEKDAY_HOURS, new Date("2026-11-23T23:00:00Z"))).toBe(false); // 18:00 EST
  });
  it("is closed on a weekend", () => {
    expect(isOpenAt(WEEKDAY_HOURS, new Date("2026-11-21T17:00:00Z"))).toBe(false); // Saturday noon
    expect(isOpenAt(WEEKDAY_HOURS, new Date("2026-11-22T17:00:00Z"))).toBe(false); // Sunday noon
  });
  it("uses Eastern Time, not the server's UTC day: Friday 7 p.m. EST is Saturday in UTC and closed; Monday 1 a.m. UTC is Sunday evening", () => {
    expect(isOpenAt(WEEKDAY_HOURS, new Date("2026-11-28T00:00:00Z"))).toBe(false);
    expect(isOpenAt(WEEKDAY_HOURS, new Date("2026-11-23T01:00:00Z"))).toBe(false);
  });
  it("follows daylight saving: 10 a.m. is 14:00 UTC in summer and 15:00 UTC in winter", () => {
    expect(isOpenAt(WEEKDAY_HOURS, new Date("2026-07-06T14:00:00Z"))).toBe(true); // 10:00 EDT
    expect(isOpenAt(WEEKDAY_HOURS, new Date("2026-07-06T13:59:00Z"))).toBe(false);
    expect(isOpenAt(WEEKDAY_HOURS, new Date("2026-12-07T14:00:00Z"))).toBe(false); // 9:00 EST
  });
  it("is right on the days the clocks change (8 March and 1 November 2026)", () => {
    expect(isOpenAt(WEEKDAY_HOURS, new Date("2026-03-09T14:00:00Z"))).toBe(true); // Monday after the spring change: 10:00 EDT
    expect(isOpenAt(WEEKDAY_HOURS, new Date("2026-11-02T14:30:00Z"))).toBe(false); // Monday after the fall change: 9:30 EST
    expect(isOpenAt(WEEKDAY_HOURS, new Date("2026-11-02T15:00:00Z"))).toBe(true);
  });
  it("says when a closed line opens next", () => {
    expect(nextOpening(WEEKDAY_HOURS, new Date("2026-11-21T17:00:00Z"))).toBe("on Monday at 10 a.m.");
    expect(nextOpening(WEEKDAY_HOURS, new Date("2026-11-23T12:00:00Z"))).toBe("today at 10 a.m.");
    expect(nextOpening(WEEKDAY_HOURS, new Date("2026-11-24T00:00:00Z"))).toBe("tomorrow at 10 a.m."); // Monday 7 p.m. EST
    expect(nextOpening(WEEKDAY_HOURS, MONDAY_NOON_ET)).toBeNull();
    expect(nextOpening({ kind: "always" }, MONDAY_NOON_ET)).toBeNull();
  });
  it("writes clock times the plain way", () => {
    expect(clockLabel(600)).toBe("10 a.m.");
    expect(clockLabel(1080)).toBe("6 p.m.");
    expect(clockLabel(0)).toBe("12 a.m.");
    expect(clockLabel(750)).toBe("12:30 p.m.");
  });
  it("knows the US federal holidays as observed, from a maintained list", () => {
    expect(federalHoliday("2026-11-26")).toBe("Thanksgiving Day");
    expect(federalHoliday("2026-07-03")).toBe("Independence Day"); // 4 July 2026 is a Saturday
    expect(federalHoliday("2021-12-31")).toBe("New Year's Day"); // 1 January 2022 was a Saturday
    expect(federalHoliday("2026-11-27")).toBeNull();
  });
  it("never shows the Elder Fraud Hotline or AARP as open on a federal holiday, and skips it when saying when they open", () => {
    const thanksgivingNoon = new Date("2026-11-26T17:00:00Z");
    const plan = buildPlan(answers(), HELP_NOW, thanksgivingNoon, federalHoliday);
    const hotline = plan.helplines.find((h) => h.helpline.id === "elder-fraud-hotline")!;
    const aarp = plan.helplines.find((h) => h.helpline.id === "aarp-helpline")!;
    expect([hotline.open, aarp.open]).toEqual([false, false]);
    expect(plan.helplinesClosed).toBe(true);
    expect(openNowText(hotline)).toBe("Closed today (holiday: Thanksgiving Day). Opens tomorrow at 10 a.m. Eastern Time");
    expect(openNowText(aarp)).toBe("May be closed today (holiday: Thanksgiving Day). Opens tomorrow at 8 a.m. Eastern Time");
    // Without the holiday list the same moment reads as open: the list is what makes it right.
    expect(buildPlan(answers(), HELP_NOW, thanksgivingNoon).helplinesClosed).toBe(false);
    // The evening before: not "tomorrow", which is the holiday.
    const hours = HELPLINES[0]!.hours;
    expect(nextOpening(hours, new Date("2026-11-26T00:00:00Z"), federalHoliday)).toBe("on Friday at 10 a.m.");
    expect(nextOpening(hours, new Date("2026-12-24T23:30:00Z"), federalHoliday)).toBe("on Monday at 10 a.m."); // Christmas Eve, 6:30 p.m.
  });
  it("says the Elder Fraud Hotline speaks English, Spanish and other languages", () => {
    expect(HELPLINES[0]!.purpose).toMatch(/In English, Spanish and other languages\.$/);
  });
  it("says when every fraud helpline is closed, but not while one is open", () => {
    expect(buildPlan(answers(), HELP_NOW, new Date("2026-11-22T03:00:00Z")).helplinesClosed).toBe(true); // Saturday 10 p.m.
    const open = buildPlan(answers(), HELP_NOW, MONDAY_NOON_ET);
    expect(open.helplinesClosed).toBe(false);
    expect(open.helplines.find((h) => h.helpline.id === "elder-fraud-hotline")!.open).toBe(true);
    // 988 is always open, yet it is not a fraud line: at 7 p.m. on a weekday only AARP (until 8 p.m.) keeps the plan "open".
    expect(buildPlan(answers(), HELP_NOW, new Date("2026-11-24T00:00:00Z")).helplinesClosed).toBe(false);
    expect(buildPlan(answers(), HELP_NOW, new Date("2026-11-24T01:30:00Z")).helplinesClosed).toBe(true);
  });
});

describe("answers in the address", () => {
  it("reads every answer and the choose-all lists", () => {
    const { answers: a, invalid } = readAnswers(
      new URLSearchParams("for=helper&contact=text&story=bank&paid=wire&paid=card&shared=none&state=TX"),
    );
    expect(invalid).toEqual([]);
    expect(a).toEqual({ for: "helper", contact: "text", story: "bank", paid: ["wire", "card"], shared: [], state: "TX" });
  });
  it("drops 'none' beside real answers, and repeats", () => {
    expect(readAnswers(new URLSearchParams("paid=none&paid=gift-card&paid=gift-card")).answers.paid).toEqual(["gift-card"]);
  });
  it("reports unknown answers without losing the others", () => {
    const { answers: a, invalid } = readAnswers(new URLSearchParams("for=me&contact=pigeon&story=family&paid=bitcoins&state=ZZ"));
    expect(a).toEqual({ for: "me", story: "family" });
    expect(invalid).toEqual(["contact", "paid", "state"]);
  });
  it("treats the state's 'I'd rather not say' as no state", () => {
    expect(readAnswers(new URLSearchParams("state=")).answers).toEqual({});
  });
  it("leaves out what a quick path did not ask", () => {
    expect(answerQuery({ for: "me", story: "family", paid: [] })).toBe("for=me&story=family&paid=none");
    expect(readAnswers(new URLSearchParams("for=me&story=family&paid=none")).answers).toEqual({ for: "me", story: "family", paid: [] });
  });
  it("writes the answers back in question order, 'none' for an empty list", () => {
    expect(answerQuery(answers({ paid: ["gift-card"], state: "FL" }))).toBe(
      "for=me&contact=phone&story=family&paid=gift-card&shared=none&state=FL",
    );
  });
});

describe("which step to show", () => {
  it("shows the step asked for when the earlier answers are there", () => {
    expect(stepToShow({ for: "me", contact: "phone" }, [], 3)).toEqual({ step: 3, question: "story" });
  });
  it("brings back a question skipped on the last step, with a message", () => {
    expect(stepToShow({ for: "me" }, [], 3)).toEqual({ step: 2, question: "contact", problem: "missing" });
  });
  it("brings back an earlier missing question without blaming when the address jumped ahead", () => {
    expect(stepToShow({}, [], 5)).toEqual({ step: 1, question: "for" });
  });
  it("brings back a question whose answer was not understood", () => {
    expect(stepToShow({ for: "me" }, ["contact"], 4)).toEqual({ step: 2, question: "contact", problem: "invalid" });
  });
  it("starts at step 1 for a step number that is not one", () => {
    for (const n of [Number.NaN, 0, -1, 7, 2.5]) expect(stepToShow({}, [], n).step).toBe(1);
  });
  it("points an incomplete plan at the first missing or unknown answer it needs (how it started and what was shared may be left out)", () => {
    expect(firstProblemStep({ for: "me", contact: "phone" }, [])).toBe(3);
    expect(firstProblemStep({ for: "me" }, [])).toBe(3);
    expect(firstProblemStep(answers(), ["state"])).toBe(6);
  });
  it("walks each quick path one question at a time, and starts at its first open question", () => {
    expect(PATH_QUESTIONS.family).toEqual(["paid"]);
    expect(stepToShow({ for: "me", story: "family" }, [], 1, "family")).toEqual({ step: 1, question: "paid" });
    expect(stepToShow({ for: "me" }, [], 3, "paid")).toEqual({ step: 1, question: "paid" });
    expect(stepToShow({ for: "me", paid: ["wire"] }, [], 3, "paid")).toEqual({ step: 2, question: "story", problem: "missing" });
    expect(stepToShow({ for: "me", paid: ["wire"], story: "romance" }, [], 3, "paid")).toEqual({ step: 3, question: "shared" });
    expect(firstOpenStep({ for: "me" }, "full")).toBe(2);
    expect(firstOpenStep({ for: "me", shared: ["code"] }, "access")).toBe(2);
  });
  it("asks at most three one-tap questions on a quick path, each with words for me and a helper", () => {
    for (const path of QUICK_PATHS) {
      expect(PATH_QUESTIONS[path].length).toBeLessThanOrEqual(3);
      for (const q of PATH_QUESTIONS[path]) {
        const quick = QUICK_QUESTIONS[path][q]!;
        expect(quick.ask.me).not.toBe("");
        expect(quick.ask.helper).not.toBe("");
        expect(quick.choices.length).toBeGreaterThan(1);
      }
    }
    // "Money was already sent" never offers "nothing was paid"; the family path does, first.
    expect(QUICK_QUESTIONS.paid.paid!.choices.map((c) => c.value)).not.toContain("none");
    expect(QUICK_QUESTIONS.family.paid!.choices[0]!.value).toBe("none");
  });
  it("has a question for every step, each with words for me and for a helper", () => {
    for (const q of QUESTION_ORDER) {
      expect(QUESTIONS[q].ask.me).not.toBe("");
      expect(QUESTIONS[q].ask.helper).not.toBe("");
    }
    expect(QUESTIONS.contact.choices.map((c) => c.value)).toEqual([...CONTACT_WAYS]);
    expect(QUESTIONS.story.choices.map((c) => c.value)).toEqual([...STORIES]);
  });
});

describe("help data: every number and address names its source and when it was checked", () => {
  const entries = [
    ...Object.values(PHONE),
    ...Object.values(LINK),
    ...HELPLINES,
    ...Object.values(SOURCES).map((source) => ({ name: source.url, source })),
  ];
  it.each(entries.map((e) => [e.name, e] as const))("%s", (_, entry) => {
    expect(entry.source.url).toMatch(/^https:\/\/[^\s]+$/);
    expect(entry.source.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(entry.source.checked))).toBe(false);
  });
  it("gives every phone number a dialable tel: value matching what is shown", () => {
    for (const c of [...Object.values(PHONE), ...HELPLINES]) {
      // An extension is dialled after a pause (a comma), as "ext." shows it.
      expect(c.tel).toMatch(/^(\+1\d{10}(,\d+)?|\d{3})$/);
      expect(c.display.replace(/\D/g, "").replace(/^1?/, "1")).toBe(c.tel.length === 3 ? `1${c.tel}` : c.tel.slice(1).replace(",", ""));
    }
  });
  it("keeps phone numbers out of running text, so each one is a tel: link", () => {
    const steps = [
      ...Object.values(HELP_NOW.stopMoney).flat(),
      ...Object.values(HELP_NOW.lockDown).flat(),
      ...Object.values(HELP_NOW.notPaid).flat(),
      ...Object.values(HELP_NOW.storySteps).flat(),
      ...HELP_NOW.reports,
      HELP_NOW.bankCall,
      HELP_NOW.stopContact,
      HELP_NOW.tellSomeone,
    ];
    const texts = JSON.stringify([
      ...steps.map((s) => [s.title, s.text, s.items ?? []]),
      Object.values(HELP_NOW.bankCall.asks),
      HELP_NOW.kindTalk,
      HELP_NOW.recoveryScam.text,
    ]);
    expect(texts).not.toMatch(/\d{3}-\d{3}-\d{4}/);
  });
  it("every step inside the plan data names its sources through its contacts and links", () => {
    const steps = [
      ...Object.values(HELP_NOW.stopMoney).flat(),
      ...Object.values(HELP_NOW.lockDown).flat(),
      ...Object.values(HELP_NOW.notPaid).flat(),
      ...HELP_NOW.reports,
    ];
    for (const s of steps) for (const x of [...(s.contacts ?? []), ...(s.links ?? [])]) expect(x.source.url).toMatch(/^https:\/\//);
  });
});

describe("wording for a helper", () => {
  it("turns {you} and {your} into they and their", () => {
    expect(forAudience("{You} can call {your} bank; {you} are not alone.", "helper")).toBe("They can call their bank; they are not alone.");
    expect(forAudience("{You} can call {your} bank.", "me")).toBe("You can call your bank.");
  });
});

describe("family code word", () => {
  it("is two different words from the list", () => {
    for (let i = 0; i < 50; i++) {
      const [a, b, ...rest] = makeCodeWord(CODE_WORDS).split(" ");
      expect(rest).toEqual([]);
      expect(CODE_WORDS).toContain(a);
      expect(CODE_WORDS).toContain(b);
      expect(a).not.toBe(b);
    }
  });
  it("never picks the same word twice, even when the random source repeats", () => {
    expect(makeCodeWord(["one", "two", "three"], () => 0)).toBe("one two");
    expect(makeCodeWord(["one", "two", "three"], (n) => n - 1)).toBe("three two");
  });
  it("has a list of plain, distinct lower-case words", () => {
    expect(new Set(CODE_WORDS).size).toBe(CODE_WORDS.length);
    for (const w of CODE_WORDS) expect(w).toMatch(/^[a-z]{3,10}$/);
    expect(CODE_WORDS.length).toBeGreaterThanOrEqual(90);
  });
});

describe("family kit form", () => {
  it("accepts an empty card (blanks to fill by hand)", () => {
    expect(parseForm(familyKitForm, new URLSearchParams("format=card")).ok).toBe(true);
  });
  it("refuses a number with letters, and an unknown format, in plain words", () => {
    const result = parseForm(familyKitForm, new URLSearchParams("phone1=call me&format=poster"));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.phone1).toBe("Please enter the first number like 202-555-0123, or with an extension like 202-555-0123 ext 4.");
      expect(result.errors.format).toBe("Please choose the wallet card or the fridge sheet.");
      expect(result.values.phone1).toBe("call me");
    }
  });
});

describe("PDFs made per request", () => {
  it("the plan's PDF holds its verdict, its steps, the numbers and the summary", async () => {
    const plan = buildPlan(answers({ paid: ["gift-card"], shared: ["ssn"], state: "FL" }), HELP_NOW, MONDAY_NOON_ET);
    const bytes = await planPdf(plan, "https://example.org/help-now/plan?x", HELP_NOW_LANGUAGES.en.page);
    const text = await pdfText(bytes);
    expect(text).toContain("Now: Call the company that issued the gift card");
    expect(text).toContain("Today: Freeze your credit at all three credit bureaus");
    expect(text).toContain("Equifax: 1-888-298-0045");
    expect(text).toContain("Tell the attorney general of Florida");
    expect(text).toContain(`National Elder Fraud Hotline: ${HOTLINE.text}`);
  });
  it("the plan's PDF opens with the verdict as its first heading, prints the hours (never 'open now') and names the second scam once", async () => {
    const plan = buildPlan(answers({ paid: ["gift-card"] }), HELP_NOW, MONDAY_NOON_ET);
    const facts = await inspectPdf(await planPdf(plan, "https://example.org/help-now/plan?x", HELP_NOW_LANGUAGES.en.page));
    const firstHeading = facts.structure.find((e) => /^\s*H\d?\b/.test(e))!.trim();
    expect(firstHeading).toMatch(/^H1\b/);
    expect(facts.lines.find((line) => line === "This is a scam." || line === plan.verdict.headline)).toBe("This is a scam.");
    expect(facts.lines.indexOf("This is a scam.")).toBeLessThan(facts.lines.findIndex((line) => line.startsWith("Scam happening now?")));
    const text = facts.lines.join(" ").replace(/\s+/g, " ");
    expect(text.match(/Watch out for a second scam/g)).toHaveLength(1);
    expect(text).not.toMatch(/Open now|Closed now/);
    expect(text).toContain(HOTLINE.hours);
  });
  it("the wallet card and fridge sheet carry the typed numbers, blanks for the rest, the hotline and the three rules", async () => {
    for (const format of ["card", "sheet"] as const) {
      const text = await pdfText(
        await kitPdf(format, {
          people: [
            { name: "Ann", phone: "555-123-4567" },
            { name: "", phone: "" },
          ],
          bank: "",
        }),
      );
      expect(text).toContain("Ann: 555-123-4567");
      expect(text).toContain("__________: ______________");
      expect(text).toContain("My bank: ______________");
      expect(text).toContain(HOTLINE.text);
      expect(text).toMatch(/Never keep it secret/);
    }
  });
});

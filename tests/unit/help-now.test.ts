import { describe, expect, it } from "vitest";
import { pdfText } from "../support/pdf-text";
import { HELP_NOW } from "~/content/help-now";
import { PHONE, LINK } from "~/content/help-now/contacts";
import { HELPLINES } from "~/content/help-now/helplines";
import { QUESTIONS } from "~/content/help-now/questions";
import { SOURCES } from "~/content/help-now/sources";
import { CODE_WORDS } from "~/content/family-kit";
import { makeCodeWord } from "~/lib/code-word";
import {
  answerQuery,
  buildPlan,
  CONTACT_WAYS,
  firstProblemStep,
  forAudience,
  type HelpNowAnswers,
  PAYMENTS,
  type Payment,
  QUESTION_ORDER,
  SHARED,
  type Shared,
  stepToShow,
  STORIES,
} from "~/lib/help-now";
import { clockLabel, isOpenAt, nextOpening, type OpeningHours } from "~/lib/opening-hours";
import { readAnswers } from "~/lib/schemas/help-now";
import { familyKitForm } from "~/lib/schemas/family-kit";
import { parseForm } from "~/lib/forms";
import { planPdf, kitPdf } from "~/server/help-now-pdf.server";

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
            // A step two answers share (the bank call) appears once, in the first section that needs it.
            const shown = [...plan.stopMoney, ...plan.lockDown].map((x) => x.id);
            for (const p of paid) for (const s of HELP_NOW.stopMoney[p]) expect(plan.stopMoney.map((x) => x.id)).toContain(s.id);
            for (const s of sh) for (const step of HELP_NOW.lockDown[s]) expect(shown).toContain(step.id);
            if (paid.length === 0) expect(plan.stopMoney).toEqual([]);
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
    expect(plan.stopMoney.map((s) => s.id)).toEqual(["bank-number-on-card"]);
    const ids = plan.lockDown.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain("disconnect-computer");
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
    expect(plan.summary).toMatch(/^On \[date\] at about \[time\], The person I help|The person I help/);
  });
  it("has no kind-talk tips in a plan for oneself", () => {
    expect(buildPlan(answers(), HELP_NOW, MONDAY_NOON_ET).kindTalk).toEqual([]);
  });
});

describe("report routes", () => {
  const ids = (a: HelpNowAnswers) => buildPlan(a, HELP_NOW, MONDAY_NOON_ET).report.map((r) => r.id);
  it("sends internet and crypto scams to the FBI's IC3", () => {
    expect(ids(answers({ contact: "email", story: "other" }))).toContain("ic3");
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
  it("names the chosen state in the attorney general and Adult Protective Services steps", () => {
    const plan = buildPlan(answers({ state: "FL" }), HELP_NOW, MONDAY_NOON_ET);
    const ag = plan.report.find((r) => r.id === "state-ag")!;
    expect(ag.title).toBe("Tell the attorney general of Florida");
    expect(ag.links[0]!.name).toMatch(/Florida/);
    expect(plan.report.find((r) => r.id === "aps")!.title).toMatch(/in Florida$/);
    expect(plan.stateName).toBe("Florida");
  });
  it("says 'your state' (or 'their state') when no state was chosen", () => {
    expect(buildPlan(answers(), HELP_NOW, MONDAY_NOON_ET).report.find((r) => r.id === "state-ag")!.title).toBe(
      "Tell the attorney general of your state",
    );
    expect(buildPlan(answers({ for: "helper" }), HELP_NOW, MONDAY_NOON_ET).report.find((r) => r.id === "state-ag")!.title).toBe(
      "Tell the attorney general of their state",
    );
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
  it("puts the any-hour steps first when every fraud helpline is closed, but not while one is open", () => {
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
  it("points an incomplete plan at the first missing or unknown answer", () => {
    expect(firstProblemStep({ for: "me", contact: "phone" }, [])).toBe(3);
    expect(firstProblemStep(answers(), ["state"])).toBe(6);
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
      expect(c.tel).toMatch(/^(\+1\d{10}|\d{3})$/);
      expect(c.display.replace(/\D/g, "").replace(/^1?/, "1")).toBe(c.tel.length === 3 ? `1${c.tel}` : c.tel.slice(1));
    }
  });
  it("keeps phone numbers out of running text, so each one is a tel: link", () => {
    const steps = [
      ...Object.values(HELP_NOW.stopMoney).flat(),
      ...Object.values(HELP_NOW.lockDown).flat(),
      ...HELP_NOW.reports,
      ...HELP_NOW.anyHour,
    ];
    const texts = JSON.stringify([...steps.map((s) => [s.title, s.text]), HELP_NOW.kindTalk, HELP_NOW.recoveryScam.text]);
    expect(texts).not.toMatch(/\d{3}-\d{3}-\d{4}/);
  });
  it("every step inside the plan data names its sources through its contacts and links", () => {
    const steps = [
      ...Object.values(HELP_NOW.stopMoney).flat(),
      ...Object.values(HELP_NOW.lockDown).flat(),
      ...HELP_NOW.reports,
      ...HELP_NOW.anyHour,
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
    const text = await pdfText(await planPdf(plan, "https://example.org/help-now/plan?x"));
    expect(text).toContain("This is a scam.");
    expect(text).toContain("Now: Call the gift card company");
    expect(text).toContain("Today: Freeze your credit at all three credit bureaus");
    expect(text).toContain("Equifax: 1-888-298-0045");
    expect(text).toContain("Tell the attorney general of Florida");
    expect(text).toContain("National Elder Fraud Hotline: 1-833-372-8311");
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
      expect(text).toContain("1-833-372-8311");
      expect(text).toMatch(/Never keep it secret/);
    }
  });
});

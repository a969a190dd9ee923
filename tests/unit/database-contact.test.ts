import { describe, expect, it } from "vitest";
import { SCAM_RECORDS } from "~/content/scam-database";
import { parseForm } from "~/lib/forms";
import { contactForm } from "~/features/forms/contact-schema";
import { databaseTextSearch } from "~/features/search/build-index";
import { filterScams, parseDatabaseQuery, resultLine } from "~/features/pages/scam-database";

const CATEGORIES = [...new Set(SCAM_RECORDS.map((r) => r.category))];
type Filters = Partial<{ q: string; category: string; risk: "all" | "Low" | "Medium" | "High" | "Critical" }>;
/** The substring rule alone. */
const ids = (q: Filters) => filterScams(SCAM_RECORDS, { q: "", category: "all", risk: "all", ...q }).map((r) => r.id);
/** As the page filters: the substring rule and the site's word search. */
const pageIds = (q: Filters) => {
  const query = { q: "", category: "all", risk: "all" as const, ...q };
  return filterScams(SCAM_RECORDS, query, query.q ? databaseTextSearch().search(query.q, 0) : []).map((r) => r.id);
};

describe("scam records", () => {
  it("are the ten records with their categories", () => {
    expect(SCAM_RECORDS.map((r) => [r.id, r.category])).toEqual([
      ["grandparent-scam", "Impersonation"],
      ["tech-support-scam", "Tech Support"],
      ["romance-scam", "Romance"],
      ["medicare-fraud", "Healthcare"],
      ["lottery-sweepstakes", "Prize/Lottery"],
      ["investment-crypto", "Investment"],
      ["government-impersonation", "Government"],
      ["charity-fraud", "Charity"],
      ["phishing-smishing", "Phishing"],
      ["home-improvement", "Home Services"],
    ]);
  });

  it.each(SCAM_RECORDS.map((r) => [r.id, r] as const))("%s has five red flags, five tips and keywords", (_, r) => {
    expect(r.redFlags).toHaveLength(5);
    expect(r.protectionTips).toHaveLength(5);
    expect(r.keywords.length).toBeGreaterThanOrEqual(3);
    if (/\d/.test(r.reportedLosses)) expect(r.lossesSource).toBeTruthy();
  });
});

describe("database filters", () => {
  it("with nothing chosen shows all ten", () => {
    expect(ids({})).toHaveLength(10);
  });

  it("searches title, description, type and keywords, ignoring case", () => {
    const keyword = SCAM_RECORDS[0]!.keywords[0]!;
    expect(ids({ q: keyword.toUpperCase() })).toContain(SCAM_RECORDS[0]!.id);
    expect(ids({ q: SCAM_RECORDS[3]!.title.slice(0, 6).toLowerCase() })).toContain(SCAM_RECORDS[3]!.id);
  });

  it("finds what people type as the site search does: plurals, synonyms, more than one word", () => {
    // Each found nothing with the substring rule alone.
    for (const q of ["gift cards", "grandson in jail", "sent money"]) expect(ids({ q }), q).toEqual([]);
    expect(pageIds({ q: "gift cards" })).toContain("grandparent-scam");
    expect(pageIds({ q: "grandson in jail" })).toEqual(["grandparent-scam"]);
    expect(pageIds({ q: "sent money" }).length).toBeGreaterThan(0);
    expect(pageIds({ q: "computer virus" })).toContain("tech-support-scam");
    expect(pageIds({ q: "medicar" })).toContain("medicare-fraud");
  });

  it("still finds everything the substring rule finds, and keeps the other filters", () => {
    for (const r of SCAM_RECORDS) for (const q of [r.title.slice(1, 7), r.keywords[0]!]) expect(pageIds({ q }), q).toContain(r.id);
    expect(pageIds({ q: "grandson in jail", category: "Romance" })).toEqual([]);
  });

  it("filters by category alone", () => {
    expect(ids({ category: "Romance" })).toEqual(["romance-scam"]);
  });

  it("filters by risk level alone", () => {
    const critical = ids({ risk: "Critical" });
    expect(critical.length).toBeGreaterThan(0);
    expect(critical.every((id) => SCAM_RECORDS.find((r) => r.id === id)!.riskLevel === "Critical")).toBe(true);
  });

  it("combines all three", () => {
    expect(ids({ q: "romance", category: "Romance", risk: SCAM_RECORDS[2]!.riskLevel })).toEqual(["romance-scam"]);
    expect(ids({ q: "romance", category: "Charity" })).toEqual([]);
  });

  it("ignores unknown filter values from the address", () => {
    expect(parseDatabaseQuery(new URLSearchParams("category=Nope&risk=Extreme&q=%20gift%20"), CATEGORIES)).toEqual({
      q: "gift",
      category: "all",
      risk: "all",
    });
  });

  it("says 'Found N scam(s) matching ...'", () => {
    expect(resultLine(2, { q: "bail", category: "all", risk: "High" })).toBe('Found 2 scam(s) matching "bail", High risk');
  });
});

describe("contact form checks (its one schema)", () => {
  const checkContact = (fields: URLSearchParams) => parseForm(contactForm, fields);
  const form = (fields: Record<string, string>) =>
    new URLSearchParams({
      firstName: "Ann",
      lastName: "Lee",
      email: "ann@example.org",
      phone: "",
      subject: "report",
      message: "A man called about my grandson.",
      ...fields,
    });

  it("accepts a complete message", () => {
    expect(checkContact(form({})).ok).toBe(true);
  });

  it("names every missing field", () => {
    const result = checkContact(new URLSearchParams());
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(["email", "firstName", "lastName", "message", "subject"]);
  });

  it("refuses a malformed email, a bad phone, an unknown topic and a too-long message", () => {
    const result = checkContact(form({ email: "ann at example", phone: "call me", subject: "spam", message: "x".repeat(4001) }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(["email", "message", "phone", "subject"]);
  });

  it("keeps what was typed when refusing", () => {
    const result = checkContact(form({ email: "bad" }));
    expect(result.values.message).toBe("A man called about my grandson.");
    expect(result.ok).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { dayCounts, independentReports, isPublishable, PUBLISH_MIN_REPORTS } from "~/features/reports/publish";
import { CLAIMS, nextSteps, RECORD_CLAIMS, recordMonthCounts } from "~/features/reports/report";
import { SCAM_RECORDS } from "~/content/scam-database";
import { reportForm } from "~/features/reports/report-schema";
import { parseForm } from "~/lib/forms";
import { RISK_MIN_REPORTS, reportStats } from "~/features/reports/stats";

const NOW = new Date("2026-11-27T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe("publication threshold: a number or website is shown after 3 independent approved reports in 30 days", () => {
  it("needs 3 in the window; older ones do not count", () => {
    const two = [
      { createdAt: daysAgo(1), story: "a" },
      { createdAt: daysAgo(2), story: "b" },
    ];
    expect(PUBLISH_MIN_REPORTS).toBe(3);
    expect(isPublishable(two, NOW)).toBe(false);
    expect(isPublishable([...two, { createdAt: daysAgo(31), story: "c" }], NOW)).toBe(false);
    expect(isPublishable([...two, { createdAt: daysAgo(29), story: "c" }], NOW)).toBe(true);
  });

  it("the same story sent again is one report; reports without a story each count", () => {
    const same = [
      { createdAt: daysAgo(1), story: "They said my grandson was in jail." },
      { createdAt: daysAgo(1), story: "they said my grandson  was in jail." },
      { createdAt: daysAgo(2), story: "They said my grandson was in jail." },
    ];
    expect(independentReports(same, NOW)).toHaveLength(1);
    expect(isPublishable([...same, { createdAt: daysAgo(3), story: null }, { createdAt: daysAgo(4), story: null }], NOW)).toBe(true);
  });

  it("counts per day, as the checker's lookup shows them", () => {
    const reports = [
      { createdAt: daysAgo(1), story: "a" },
      { createdAt: daysAgo(1), story: "b" },
      { createdAt: daysAgo(3), story: "c" },
    ];
    expect(Object.fromEntries(dayCounts(reports, NOW))).toEqual({ [daysAgo(1).slice(0, 10)]: 2, [daysAgo(3).slice(0, 10)]: 1 });
  });
});

describe("where a report goes next", () => {
  it("always ReportFraud.ftc.gov and the attorney general; the FBI's IC3 when online; the plan when money or details were lost", () => {
    expect(nextSteps({ channel: "call", asked: "nothing", lost: "none" })).toEqual(["reportfraud", "attorney-general"]);
    expect(nextSteps({ channel: "email", asked: "gift-cards" })).toEqual(["reportfraud", "ic3", "attorney-general"]);
    expect(nextSteps({ channel: "text", asked: "details" })).toEqual(["reportfraud", "attorney-general", "plan"]);
    expect(nextSteps({ channel: "call", asked: "wire", lost: "1000-9999" })).toEqual(["reportfraud", "attorney-general", "plan"]);
    expect(nextSteps({ channel: "call", asked: "wire", lost: "rather-not" })).toEqual(["reportfraud", "attorney-general"]);
  });
});

describe("the report form's schema", () => {
  const form = (fields: Record<string, string>) => parseForm(reportForm, new URLSearchParams(fields));

  it("needs how, who, what and for whom, and says so beside each", () => {
    const result = form({ story: "They called about my Medicare card." });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors).sort()).toEqual(["asked", "channel", "claimed", "forWhom"]);
      expect(result.values.story).toBe("They called about my Medicare card.");
    }
  });

  it("takes a full report, and refuses a story over 1,000 characters or an unknown state", () => {
    const base = { channel: "call", claimed: "government", asked: "gift-cards", forWhom: "me" };
    expect(form(base).ok).toBe(true);
    const long = form({ ...base, story: "x".repeat(1001) });
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.errors.story).toBe("Please shorten what happened to 1000 characters or fewer (it has 1001).");
    const state = form({ ...base, state: "ZZ" });
    expect(state.ok).toBe(false);
  });
});

describe("the counts on /reports", () => {
  const row = (days: number, claimed: string, lost: string | null, state: string | null = "FL", channel = "text") => ({
    createdAt: daysAgo(days),
    channel,
    claimed,
    lost,
    state,
  });
  const names = (code: string) => ({ FL: "Florida", OH: "Ohio" })[code] ?? code;

  it("counts this month and the last 12, most reported first", () => {
    const stats = reportStats([row(1, "delivery", null), row(2, "delivery", null), row(60, "bank", null, "OH", "call")], NOW, names);
    expect(stats.totals).toEqual({ month: 2, year: 3 });
    expect(stats.byClaim.map((r) => [r.value, r.month, r.year])).toEqual([
      ["delivery", 2, 2],
      ["bank", 0, 1],
    ]);
    expect(stats.byState.map((r) => r.label)).toEqual(["Florida", "Ohio"]);
    expect(stats.byChannel.map((r) => r.label)).toEqual(["A text message", "A phone call"]);
  });

  it(`shows who lost money and the typical loss only with ${RISK_MIN_REPORTS} or more reports, counting only those who said`, () => {
    const few = reportStats([row(1, "tech", "100-999")], NOW, names).byClaim[0]!;
    expect(few.lostShare).toBeNull();
    expect(few.medianLoss).toBeNull();
    const losses = ["none", "none", "under-100", "100-999", "100-999", "1000-9999", "rather-not", null, null, "10000-plus"];
    const many = reportStats(
      losses.map((lost) => row(1, "tech", lost)),
      NOW,
      names,
    ).byClaim[0]!;
    // 7 said (not "rather not", not blank); 5 of them lost money; the middle of the 5 losses is "$100 to $999".
    expect(many.lostShare).toBe(5 / 7);
    expect(many.medianLoss).toBe("$100 to $999");
  });
});

describe("the scam database's monthly counts: each record counts the reports of its kind", () => {
  it("names only real records and real choices of the form", () => {
    const ids = new Set(SCAM_RECORDS.map((record) => record.id));
    const claims = new Set<string>(CLAIMS.map((claim) => claim.value));
    for (const [record, kinds] of Object.entries(RECORD_CLAIMS)) {
      expect(ids.has(record), record).toBe(true);
      for (const kind of kinds) expect(claims.has(kind), kind).toBe(true);
    }
  });

  it("adds up the kinds a record covers, and a kind with no reports is 0", () => {
    const counts = recordMonthCounts({ bank: 2, delivery: 3, government: 1 });
    expect(counts["phishing-smishing"]).toBe(5);
    expect(counts["government-impersonation"]).toBe(1);
    expect(counts["medicare-fraud"]).toBe(1);
    expect(counts["romance-scam"]).toBe(0);
    expect(counts["charity-fraud"]).toBeUndefined();
  });
});

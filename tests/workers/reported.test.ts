import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import worker from "@built-worker";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hashKey, prefixOf } from "~/features/checker/reported";
import { callWorker, ORIGIN, postForm } from "./helpers";

/** The answer's "People reported this" box as rendered (the page's words, in its data, hold its sentences too). */
const reportedBox = (html: string) => /<div[^>]*data-testid="check-reported"[\s\S]*?<\/div>/.exec(html)?.[0] ?? "";

const PASSWORD = "correct horse battery staple";
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function report(key: string, source: "readers" | "ftc", day: string, count: number) {
  const hash = await hashKey(key);
  await env.DB.prepare("INSERT INTO reported_counts (hash, source, day, count) VALUES (?, ?, ?, ?)").bind(hash, source, day, count).run();
  return hash;
}

/** A hash that shares the first 5 characters of `hash` but is another hash. */
const sibling = (hash: string) => `${prefixOf(hash)}${hash.slice(5).split("").reverse().join("")}`;

async function signIn(): Promise<string> {
  const res = await postForm("/admin/login", { password: PASSWORD, redirectTo: "/admin" });
  return res.headers.get("Set-Cookie")!.split(";")[0]!;
}

function uploadCsv(cookie: string, csv: string, name = "2026-11-26.csv") {
  const form = new FormData();
  form.set("file", new File([csv], name, { type: "text/csv" }));
  return SELF.fetch(`${ORIGIN}/admin/reported`, { method: "POST", body: form, headers: { Origin: ORIGIN, Cookie: cookie } });
}

// The FTC's reported-calls files: one row per complaint (ftc.gov, Do Not Call data sets).
const FTC_HEADER =
  "Company_Phone_Number,Created_Date,Violation_Date,Consumer_City,Consumer_State,Consumer_Area_Code,Subject,Recorded_Message_Or_Robocall";

describe("the reported lookup: a hash prefix in, every hash with it out", () => {
  const logged: ReturnType<typeof vi.spyOn>[] = [];
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM reported_counts").run();
    logged.push(vi.spyOn(console, "log"), vi.spyOn(console, "error"), vi.spyOn(console, "warn"), vi.spyOn(console, "info"));
  });
  afterEach(() => {
    logged.length = 0;
    vi.restoreAllMocks();
  });

  it("returns every reported hash with the prefix and its counts in the last 30 days, by source", async () => {
    const hash = await report("+18885550142", "ftc", today(), 4);
    await report("+18885550142", "readers", daysAgo(3), 3);
    await report("+18885550142", "ftc", daysAgo(40), 9); // outside the window: not counted
    const other = sibling(hash);
    await env.DB.prepare("INSERT INTO reported_counts (hash, source, day, count) VALUES (?, 'ftc', ?, 2)").bind(other, today()).run();
    const unrelated = await report("usps-parcel-help.top", "readers", today(), 5);

    const res = await SELF.fetch(`${ORIGIN}/check/reported/${prefixOf(hash)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    const body = (await res.json()) as { days: number; hashes: { hash: string; readers: number; ftc: number }[] };
    expect(body.days).toBe(30);
    expect(body.hashes).toEqual(
      [
        { hash, readers: 3, ftc: 4 },
        { hash: other, readers: 0, ftc: 2 },
      ].sort((a, b) => a.hash.localeCompare(b.hash)),
    );
    if (prefixOf(unrelated) !== prefixOf(hash)) expect(body.hashes.map((h) => h.hash)).not.toContain(unrelated);
  });

  it("keeps no log of the prefixes it is asked for", async () => {
    const hash = await report("+18885550142", "ftc", today(), 1);
    const prefix = prefixOf(hash);
    const eventsBefore = (await env.DB.prepare("SELECT COUNT(*) AS n FROM events").first<{ n: number }>())!.n;
    await (await SELF.fetch(`${ORIGIN}/check/reported/${prefix}`)).text();
    for (const spy of logged) for (const call of spy.mock.calls) expect(JSON.stringify(call)).not.toContain(prefix);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM events").first<{ n: number }>())!.n).toBe(eventsBefore);
  });

  it.each(["abcd", "abcdef", "ABCDE", "abcdg", "+1888", "%20abcd"])("answers a bad prefix %s with 400", async (prefix) => {
    const res = await SELF.fetch(`${ORIGIN}/check/reported/${prefix}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain("first 5 characters");
  });

  it("answers 503 with a plain message when D1 is down, and /check still answers without the counts", async () => {
    const down = new Proxy(() => {}, {
      get: () => () => {
        throw new Error("D1 is down (test)");
      },
    }) as never;
    const res = await callWorker("/check/reported/abcde", { DB: down });
    expect(res.status).toBe(503);
    expect(await res.text()).toContain("cannot be read right now");
    const form = new Request(`${ORIGIN}/check`, {
      method: "POST",
      body: new URLSearchParams({ text: "(888) 555-0142" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
    });
    const page = await callWorker(form, { DB: down });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("The number you pasted");
    expect(reportedBox(html)).toBe("");
  });

  it("without JavaScript, /check shows the count for a reported number and the caller-ID warning", async () => {
    await report("+18885550142", "readers", today(), 3);
    await report("+18885550142", "ftc", daysAgo(2), 7);
    const html = await (await postForm("/check", { text: "(888) 555-0142" })).text();
    expect(html).toContain("Reported to us 3 times in the last 30 days");
    expect(html).toContain("Reported to the FTC 7 times in the last 30 days");
    expect(html).toContain("Caller ID can be faked: the owner of this number may be innocent.");
    const quiet = await (await postForm("/check", { text: "(888) 555-0199" })).text();
    expect(reportedBox(quiet)).toBe("");
  });

  it("finds a reported web address by its registrable domain, inside a message too", async () => {
    await report("usps-parcel-help.top", "readers", today(), 5);
    const html = await (
      await postForm("/check", { text: "USPS: your parcel is held. Pay at https://track.usps-parcel-help.top/pay" })
    ).text();
    expect(html).toContain("Reported to us 5 times in the last 30 days");
    expect(reportedBox(html)).toContain("Reported to us 5 times");
    expect(reportedBox(html)).not.toContain("Caller ID can be faked: the owner of this number may be innocent.");
  });

  it("the daily job deletes counts older than 30 days", async () => {
    await report("+18885550142", "ftc", daysAgo(31), 2);
    await report("+18885550143", "ftc", daysAgo(29), 2);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "17 3 * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    const days = (await env.DB.prepare("SELECT day FROM reported_counts").all<{ day: string }>()).results.map((r) => r.day);
    expect(days).toEqual([daysAgo(29)]);
  });
});

describe("the operator adds the FTC's Do Not Call reported-calls data", () => {
  let cookie: string;
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM reported_counts").run();
    cookie = await signIn();
  });

  it("counts complaints per number and day, keeps only hashes, and counts the same file once", async () => {
    const csv = [
      FTC_HEADER,
      `8885550142,${today()} 09:14:02,${today()} 08:55:00,Springfield,Illinois,217,Reducing your debt,Y`,
      `888-555-0142,${today()} 10:20:11,${today()} 10:01:00,Dayton,Ohio,937,Medicare & prescriptions,Y`,
      `8885550142,${daysAgo(1)} 12:00:00,${daysAgo(1)} 11:00:00,Tulsa,Oklahoma,918,Other,N`,
      `,${today()} 11:00:00,${today()} 11:00:00,Boise,Idaho,208,Other,N`,
      `2025550177,${daysAgo(45)} 12:00:00,${daysAgo(45)} 12:00:00,Reno,Nevada,775,Other,N`,
    ].join("\n");
    const first = await uploadCsv(cookie, csv);
    expect(first.status).toBe(200);
    const page = await first.text();
    expect(page).toContain("5 reported calls read, for 2 numbers.");
    expect(page).toContain("1 rows had no usable number or date and were left out.");
    await uploadCsv(cookie, csv);
    const rows = (await env.DB.prepare("SELECT hash, source, day, count FROM reported_counts ORDER BY day").all()).results;
    const hash = await hashKey("+18885550142");
    expect(rows).toEqual([
      { hash, source: "ftc", day: daysAgo(1), count: 1 },
      { hash, source: "ftc", day: today(), count: 2 },
    ]);
    const stored = JSON.stringify(rows);
    for (const kept of ["8885550142", "Springfield", "Illinois", "Medicare"]) expect(stored).not.toContain(kept);
  });

  it("refuses a file without the FTC's columns, or not a CSV, with a clear message", async () => {
    const wrong = await uploadCsv(cookie, "phone,date\n8885550142,2026-11-26\n");
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(
      "This is not the FTC&#x27;s reported-calls file: it has no Company_Phone_Number or Created_Date column.",
    );
    const notCsv = await uploadCsv(cookie, `${FTC_HEADER}\n`, "calls.xlsx");
    expect(notCsv.status).toBe(400);
    expect(await notCsv.text()).toContain("The file must be a .csv file");
  });

  it("needs a signed-in operator", async () => {
    const form = new FormData();
    form.set("file", new File([FTC_HEADER], "a.csv", { type: "text/csv" }));
    const res = await SELF.fetch(`${ORIGIN}/admin/reported`, {
      method: "POST",
      body: form,
      headers: { Origin: ORIGIN },
      redirect: "manual",
    });
    expect([302, 303, 401, 403]).toContain(res.status);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM reported_counts").first<{ n: number }>())!.n).toBe(0);
  });
});

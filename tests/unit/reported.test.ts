import { describe, expect, it } from "vitest";
import { checkInput } from "~/features/checker/check";
import { ftcDay, parseFtcCsv } from "~/features/checker/ftc-dnc";
import { hashKey, matchReported, prefixOf, type ReportedHash, readReportedAnswer } from "~/features/checker/reported";
import { CHECK_DIRECTORY } from "~/features/checker/words/official";

const keysOf = (input: string) => checkInput(input, CHECK_DIRECTORY).reportable.map((item) => `${item.kind}:${item.key}`);

describe("what a check looks up in the reported list", () => {
  it("a phone number in E.164, however it was written", () => {
    expect(keysOf("(888) 555-0142")).toEqual(["phone:+18885550142"]);
    expect(keysOf("+1 888-555-0142")).toEqual(["phone:+18885550142"]);
  });

  it("a link by its registrable domain, not its path or subdomain", () => {
    expect(keysOf("https://track.usps-parcel-help.top/pay?id=1")).toEqual(["domain:usps-parcel-help.top"]);
  });

  it("a page on a shared host by its own name, and a redirect by where it leads", () => {
    expect(keysOf("https://usps-help.netlify.app/track")).toEqual(["domain:usps-help.netlify.app"]);
    expect(keysOf("https://www.google.com/url?q=https://pay.toll-due.top/x")).toEqual(["domain:toll-due.top"]);
  });

  it("every number and link in a message, each once", () => {
    const message = "Call 888-555-0142 or 888 555 0142 now, or pay at https://toll-due.top/pay. Code: xxx-xxx-xxxx";
    expect(keysOf(message)).toEqual(["domain:toll-due.top", "phone:+18885550142"]);
  });

  it("nothing for text with no number or link", () => {
    expect(keysOf("Hello, how are you today?")).toEqual([]);
  });
});

describe("the range lookup sends only a 5-character prefix and matches in the browser", () => {
  it("hashKey is SHA-256 in lower-case hex", async () => {
    expect(await hashKey("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("asks once per prefix, never with more than 5 characters, and matches only the full hash", async () => {
    const number = await hashKey("+18885550142");
    const asked: string[] = [];
    const lookup = async (prefix: string): Promise<ReportedHash[]> => {
      asked.push(prefix);
      return [
        { hash: number, readers: 3, ftc: 0 },
        { hash: `${prefixOf(number)}${"0".repeat(59)}`, readers: 9, ftc: 9 },
      ];
    };
    const items = [
      { kind: "phone" as const, key: "+18885550142", shown: "(888) 555-0142" },
      { kind: "phone" as const, key: "+18885550142", shown: "888-555-0142" },
    ];
    const found = await matchReported(items, lookup);
    expect(asked).toEqual([prefixOf(number)]);
    expect(asked.every((prefix) => /^[0-9a-f]{5}$/.test(prefix))).toBe(true);
    expect(found).toEqual(items.map((item) => ({ ...item, readers: 3, ftc: 0 })));
  });

  it("a number not in the answer is not reported", async () => {
    const found = await matchReported([{ kind: "domain", key: "example.org", shown: "example.org" }], async () => []);
    expect(found).toEqual([]);
  });

  it("reads only well-formed entries of the server's answer", () => {
    const good = "a".repeat(64);
    expect(
      readReportedAnswer({
        hashes: [{ hash: good, readers: 2, ftc: 1 }, { hash: "short", readers: 1 }, { hash: "b".repeat(64), readers: -4, ftc: "7" }, null],
      }),
    ).toEqual([
      { hash: good, readers: 2, ftc: 1 },
      { hash: "b".repeat(64), readers: 0, ftc: 0 },
    ]);
    expect(readReportedAnswer("nonsense")).toEqual([]);
  });
});

describe("the FTC's Do Not Call reported-calls file", () => {
  const header =
    "Company_Phone_Number,Created_Date,Violation_Date,Consumer_City,Consumer_State,Consumer_Area_Code,Subject,Recorded_Message_Or_Robocall";

  it("counts complaints per number (E.164) and reported day", () => {
    const parsed = parseFtcCsv(
      [
        `\uFEFF${header}`,
        "8885550142,2026-11-20 09:14:02,2026-11-20 08:55:00,Springfield,Illinois,217,Reducing your debt,Y",
        '888-555-0142,2026-11-20 10:20:11,2026-11-20 10:01:00,"Dayton, OH",Ohio,937,"Medicare & prescriptions",Y',
        "8885550142,11/21/2026 12:00 PM,,Tulsa,Oklahoma,918,Other,N",
        "12,2026-11-20 11:00:00,,Boise,Idaho,208,Other,N",
        "2025550177,not a date,,Reno,Nevada,775,Other,N",
        "",
      ].join("\r\n"),
    );
    if (!parsed.ok) throw new Error(parsed.problem);
    expect(parsed.rows).toBe(5);
    expect(parsed.skipped).toBe(2);
    expect([...parsed.counts.entries()].map(([number, days]) => [number, Object.fromEntries(days)])).toEqual([
      ["+18885550142", { "2026-11-20": 2, "2026-11-21": 1 }],
    ]);
  });

  it("names the missing column when the file is not the FTC's", () => {
    const parsed = parseFtcCsv("Phone,Date\n8885550142,2026-11-20\n");
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toContain("no Company_Phone_Number or Created_Date column");
  });

  it("refuses a file with the header only", () => {
    const parsed = parseFtcCsv(`${header}\n`);
    expect(parsed.ok).toBe(false);
  });

  it("reads the FTC's date shapes", () => {
    expect(ftcDay("2026-11-20 09:14:02")).toBe("2026-11-20");
    expect(ftcDay("2026-11-20T09:14:02Z")).toBe("2026-11-20");
    expect(ftcDay("3/7/2026 9:14 AM")).toBe("2026-03-07");
    expect(ftcDay("yesterday")).toBeNull();
  });
});

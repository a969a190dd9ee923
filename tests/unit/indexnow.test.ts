import { describe, expect, it } from "vitest";
import { accepted, batches, indexNowMessage, outcome, validKey } from "~/lib/indexnow";
import { submitUrls } from "~/server/indexnow.server";

describe("IndexNow rules", () => {
  it("accepts an ok status or 202", () => {
    expect(accepted(200)).toBe(true);
    expect(accepted(202)).toBe(true);
    expect(accepted(403)).toBe(false);
    expect(accepted(500)).toBe(false);
  });

  it("sends batches of 10", () => {
    expect(batches(Array.from({ length: 33 }, (_, i) => i)).map((b) => b.length)).toEqual([10, 10, 10, 3]);
  });

  it("is a full success only when every batch succeeded on at least one endpoint", () => {
    expect(
      outcome([
        { urls: [], statuses: [500, 202, null] },
        { urls: [], statuses: [200, 403, 403] },
      ]),
    ).toBe("success");
    expect(
      outcome([
        { urls: [], statuses: [500, 202, null] },
        { urls: [], statuses: [null, 403, 403] },
      ]),
    ).toBe("partial");
    expect(outcome([{ urls: [], statuses: [null, null, null] }])).toBe("failure");
  });

  it("words each outcome as the operator's toasts", () => {
    expect(indexNowMessage({ scope: "all", outcome: "success", count: 3 }).title).toBe("✅ Submission Successful");
    expect(indexNowMessage({ scope: "all", outcome: "partial", count: 3 })).toMatchObject({
      title: "⚠️ Partial Success",
      description: "Some URLs were submitted successfully. Check console for details.",
      variant: "destructive",
    });
    expect(indexNowMessage({ scope: "all", outcome: "failure", count: 3 }).description).toBe(
      "Failed to submit URLs to IndexNow. Please try again.",
    );
    expect(indexNowMessage({ scope: "page", outcome: "success", count: 1 }).title).toBe("✅ Page Submitted");
    expect(indexNowMessage({ scope: "page", outcome: "failure", count: 1 }).description).toBe(
      "Failed to submit current page. Please try again.",
    );
    expect(indexNowMessage({ scope: "page", outcome: "exception", count: 1 }).description).toBe(
      "Failed to submit current page to IndexNow.",
    );
  });

  it("checks the key's shape", () => {
    expect(validKey("abcd1234")).toBe(true);
    expect(validKey("short")).toBe(false);
    expect(validKey("has space 123")).toBe(false);
    expect(validKey(undefined)).toBe(false);
  });
});

describe("submitting URLs", () => {
  it("posts each batch to the three endpoints with the protocol's body, 1 s apart", async () => {
    const calls: { url: string; body: { host: string; key: string; keyLocation: string; urlList: string[] }; headers: Headers }[] = [];
    const sleeps: number[] = [];
    const fakeFetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), body: JSON.parse(String(init?.body)), headers: new Headers(init?.headers) });
      return new Response(null, { status: String(url).includes("bing") ? 202 : 500 });
    }) as typeof fetch;
    const paths = Array.from({ length: 23 }, (_, i) => `/page-${i}`);
    const results = await submitUrls("https://www.example.org", "key-12345678", paths, {
      fetch: fakeFetch,
      sleep: async (ms) => void sleeps.push(ms),
    });
    expect(results).toHaveLength(3);
    expect(sleeps).toEqual([1000, 1000]);
    expect(calls).toHaveLength(9);
    expect(new Set(calls.map((c) => c.url))).toEqual(
      new Set(["https://api.indexnow.org/indexnow", "https://www.bing.com/indexnow", "https://yandex.com/indexnow"]),
    );
    expect(calls[0]!.body).toEqual({
      host: "www.example.org",
      key: "key-12345678",
      keyLocation: "https://www.example.org/indexnow-key.txt",
      urlList: paths.slice(0, 10).map((p) => `https://www.example.org${p}`),
    });
    expect(calls[0]!.headers.get("Content-Type")).toContain("application/json");
    expect(calls[0]!.headers.get("User-Agent")).toContain("ScamShieldForSeniors");
    expect(outcome(results)).toBe("success");
  });

  it("counts a network error as that endpoint failing, not as a crash", async () => {
    const failing = (async () => {
      throw new Error("offline");
    }) as typeof fetch;
    const results = await submitUrls("https://www.example.org", "key-12345678", ["/"], { fetch: failing, sleep: async () => {} });
    expect(outcome(results)).toBe("failure");
  });
});

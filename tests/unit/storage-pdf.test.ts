import { describe, expect, it } from "vitest";
import { downloadFileName } from "~/features/pdf/file-name";
import { serveGuidePdf } from "~/features/pdf/guide-pdf.server";
import type { ObjectStore } from "~/server/storage/port.server";
import { supabaseStore } from "~/server/storage/supabase.server";

describe("download file name", () => {
  it("replaces every character other than letters and digits with an underscore, lower case, plus .pdf", () => {
    expect(downloadFileName("Phone Scams")).toBe("phone_scams.pdf");
    expect(downloadFileName("Grandparent Scams: 2025!")).toBe("grandparent_scams__2025_.pdf");
  });
});

/** A stand-in for the Supabase Storage REST API, at the HTTP boundary. */
function fakeStorage(objects: Map<string, { body: string; type: string }>, failWith?: number) {
  const calls: { method: string; url: string; headers: Headers }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = init?.method ?? "GET";
    const headers = new Headers(init?.headers);
    calls.push({ method, url, headers });
    if (failWith)
      return new Response(JSON.stringify({ statusCode: String(failWith), error: "Internal", message: "Storage is down" }), {
        status: failWith,
      });
    const bucket = /\/storage\/v1\/object\/([^/]+)$/.exec(url);
    if (method === "DELETE" && bucket) {
      const { prefixes } = JSON.parse(String(init?.body)) as { prefixes: string[] };
      const removed = prefixes.filter((p) => objects.delete(`${bucket[1]}/${p}`)).map((name) => ({ name }));
      return new Response(JSON.stringify(removed), { headers: { "Content-Type": "application/json" } });
    }
    const match = /\/storage\/v1\/object\/(?:authenticated\/)?([^/]+)\/(.+)$/.exec(url);
    if (!match) return new Response("not routed", { status: 500 });
    const key = `${match[1]}/${decodeURIComponent(match[2]!)}`;
    if (method === "GET") {
      const object = objects.get(key);
      if (!object)
        return new Response(JSON.stringify({ statusCode: "404", error: "not_found", message: "Object not found", code: "NoSuchKey" }), {
          status: 400,
          headers: { "Content-Type": "application/json" },
        });
      return new Response(object.body, { headers: { "Content-Type": object.type } });
    }
    objects.set(key, { body: "uploaded", type: headers.get("Content-Type") ?? "" });
    return new Response(JSON.stringify({ Key: key }), { headers: { "Content-Type": "application/json" } });
  }) as typeof fetch;
  return { fetchImpl, calls };
}

describe("Supabase Storage adapter", () => {
  it("reads an object from the bucket", async () => {
    const { fetchImpl } = fakeStorage(new Map([["pdf-guides/phone-scams.pdf", { body: "%PDF-1.7", type: "application/pdf" }]]));
    const result = await supabaseStore("https://x.supabase.co", "key", "pdf-guides", fetchImpl).get("phone-scams.pdf");
    expect(result.ok).toBe(true);
    if (result.ok) expect(new TextDecoder().decode(result.object.body as ArrayBuffer)).toBe("%PDF-1.7");
  });

  it("maps a missing object (HTTP 400, NoSuchKey) to not found", async () => {
    const { fetchImpl } = fakeStorage(new Map());
    expect(await supabaseStore("https://x.supabase.co", "key", "pdf-guides", fetchImpl).get("nope.pdf")).toEqual({
      ok: false,
      reason: "not_found",
    });
  });

  it("reports a missing bucket as an error, not as a missing file", async () => {
    const fetchImpl = (async () =>
      new Response(JSON.stringify({ statusCode: "404", error: "Bucket not found", message: "Bucket not found" }), {
        status: 400,
        headers: { "Content-Type": "application/json" },
      })) as typeof fetch;
    const result = await supabaseStore("https://x.supabase.co", "key", "pdf-guides", fetchImpl).get("phone-scams.pdf");
    expect(result).toEqual({ ok: false, reason: "error", message: "Bucket not found" });
  });

  it("deletes an object", async () => {
    const { fetchImpl, calls } = fakeStorage(new Map([["quiz-audio/phone/old.mp3", { body: "x", type: "audio/mpeg" }]]));
    expect(await supabaseStore("https://x.supabase.co", "key", "quiz-audio", fetchImpl).delete("phone/old.mp3")).toEqual({ ok: true });
    expect(calls.some((c) => c.method === "DELETE" && c.url.includes("/storage/v1/object/quiz-audio"))).toBe(true);
  });

  it("reports a server failure as an error, not as a missing file", async () => {
    const { fetchImpl } = fakeStorage(new Map(), 500);
    const result = await supabaseStore("https://x.supabase.co", "key", "pdf-guides", fetchImpl).get("phone-scams.pdf");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toBe("error");
  });

  it("uploads with upsert, the content type and a 3600 s cache", async () => {
    const objects = new Map<string, { body: string; type: string }>();
    const { fetchImpl, calls } = fakeStorage(objects);
    const result = await supabaseStore("https://x.supabase.co", "key", "quiz-audio", fetchImpl).put(
      "phone/grandparent.mp3",
      new Uint8Array([1, 2, 3]),
      {
        contentType: "audio/mpeg",
        cacheControl: 3600,
      },
    );
    expect(result).toEqual({ ok: true });
    const upload = calls.find((c) => c.method === "POST")!;
    expect(upload.url).toContain("/storage/v1/object/quiz-audio/phone/grandparent.mp3");
    expect(upload.headers.get("x-upsert")).toBe("true");
    expect(upload.headers.get("cache-control")).toContain("3600");
    expect(objects.has("quiz-audio/phone/grandparent.mp3")).toBe(true);
  });
});

describe("guide PDF serving (storage behaviour; the Worker tests cover R2 for real)", () => {
  it("answers a storage failure with 503 for the 'PDF Generation Required' notice, without generating", async () => {
    const broken: ObjectStore = {
      get: async () => ({ ok: false, reason: "error", message: "bucket unavailable" }),
      put: async () => ({ ok: false, message: "bucket unavailable" }),
      delete: async () => ({ ok: false, message: "bucket unavailable" }),
    };
    const res = await serveGuidePdf(broken, "phone-scams.pdf", "https://www.example.org");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: "storage_error" });
  });

  it("still serves a generated PDF when storing it fails", async () => {
    const readOnly: ObjectStore = {
      get: async () => ({ ok: false, reason: "not_found" }),
      put: async () => ({ ok: false, message: "quota exceeded" }),
      delete: async () => ({ ok: true }),
    };
    const res = await serveGuidePdf(readOnly, "grandparent-scams.pdf", "https://www.example.org");
    expect(res.status).toBe(200);
    expect(new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });
});

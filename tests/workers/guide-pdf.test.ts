import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { inspectPdf } from "../support/pdf-inspect";
// The built Worker itself, called with another SITE_URL (SELF always has the configured one).
import { callWorker, ORIGIN } from "./helpers";
import { HOTLINE } from "../support/hotline";

const KEY = /^phone-scams\.[0-9a-f]{16}\.pdf$/;

async function storedKeys(prefix: string): Promise<string[]> {
  return (await env.GUIDES.list({ prefix })).objects.map((o) => o.key);
}

describe("GET /guides/{slug}.pdf", () => {
  beforeEach(async () => {
    const keys = await storedKeys("phone-scams.");
    if (keys.length) await env.GUIDES.delete(keys);
    await env.GUIDES.delete("phone-scams.pdf");
  });

  it("generates a large-print PDF on a miss, stores it under a content-hashed name and serves it", async () => {
    const res = await SELF.fetch(`${ORIGIN}/guides/phone-scams.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("X-Guide-Generated")).toBe("1");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const keys = await storedKeys("phone-scams.");
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(KEY);
    const stored = await env.GUIDES.get(keys[0]!);
    expect(stored?.httpMetadata?.contentType).toBe("application/pdf");
    expect((await stored!.arrayBuffer()).byteLength).toBe(bytes.byteLength);
  });

  it("serves the stored file when there is one", async () => {
    await SELF.fetch(`${ORIGIN}/guides/phone-scams.pdf`).then((r) => r.arrayBuffer());
    const [key] = await storedKeys("phone-scams.");
    await env.GUIDES.put(key!, "%PDF-stored", { httpMetadata: { contentType: "application/pdf" } });
    const res = await SELF.fetch(`${ORIGIN}/guides/phone-scams.pdf`);
    expect(res.headers.get("X-Guide-Generated")).toBeNull();
    expect(await res.text()).toBe("%PDF-stored");
  });

  it("never serves a file stored under the old name, with old words or an old address", async () => {
    await env.GUIDES.put("phone-scams.pdf", "%PDF-stale", { httpMetadata: { contentType: "application/pdf" } });
    const res = await SELF.fetch(`${ORIGIN}/guides/phone-scams.pdf`);
    expect(res.headers.get("X-Guide-Generated")).toBe("1");
    expect((await inspectPdf(new Uint8Array(await res.arrayBuffer()))).marked).toBe(true);
  });

  it("writes a new file, with the new address in it, when SITE_URL changes", async () => {
    const first = await callWorker("/guides/phone-scams.pdf", { SITE_URL: "https://one.example.org" });
    const second = await callWorker("/guides/phone-scams.pdf", { SITE_URL: "https://two.example.org" });
    expect(first.headers.get("X-Guide-Generated")).toBe("1");
    expect(second.headers.get("X-Guide-Generated")).toBe("1");
    expect(await storedKeys("phone-scams.")).toHaveLength(2);
    const links = (await inspectPdf(new Uint8Array(await second.arrayBuffer()))).links.map((l) => l.uri);
    expect(links).toContain("https://two.example.org/scam-types/phone-scams");
    expect(links).not.toContain("https://one.example.org/scam-types/phone-scams");
    await first.arrayBuffer();
  });

  it("serves a tagged PDF: structure tree, language, title, embedded font, live links and page numbers", async () => {
    const res = await SELF.fetch(`${ORIGIN}/guides/phone-scams.pdf`);
    const pdf = await inspectPdf(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.marked).toBe(true);
    expect(pdf.lang).toBe("en-US");
    expect(pdf.title).toBe("Phone Scams");
    expect(pdf.displayDocTitle).toBe(true);
    expect(pdf.xmpUa).toBe(true);
    expect(pdf.pagesTagged).toBe(true);
    expect(pdf.parentTreeMatches).toBe(true);
    expect(pdf.structure[0]).toBe("Document");
    expect(pdf.structure.filter((s) => s.trim() === "H1")).toHaveLength(1);
    for (const tag of ["H2", "P", "L", "LI", "Lbl", "LBody", "Link MCID+OBJR"]) expect(pdf.structure.map((s) => s.trim())).toContain(tag);
    expect(pdf.fonts.length).toBeGreaterThan(0);
    for (const font of pdf.fonts) {
      expect(font.name).toMatch(/^[A-Z]{6}\+AtkinsonHyperlegibleNext-(Regular|Bold)$/);
      expect(font.embedded).toBe("FontFile2");
    }
    const uris = pdf.links.map((l) => l.uri);
    expect(uris).toContain(HOTLINE.href);
    expect(uris).toContain("https://reportfraud.ftc.gov/");
    expect(pdf.links.every((l) => l.tagged && l.contents.length > 0)).toBe(true);
    expect(pdf.artifacts).toContain(`Page 1 of ${pdf.pages}`);
    expect(pdf.artifacts).toContain(`Page ${pdf.pages} of ${pdf.pages}`);
    expect(pdf.lines.join("\n")).not.toMatch(/Page \d+ of/);
  });

  it.each(["caregiver-guide", "recovery-hub"])("writes the %s PDF too, tagged", async (slug) => {
    const res = await SELF.fetch(`${ORIGIN}/guides/${slug}.pdf`);
    expect(res.status).toBe(200);
    const pdf = await inspectPdf(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.marked).toBe(true);
    expect(pdf.links.map((l) => l.uri)).toContain(HOTLINE.href);
  });

  it("answers an unknown guide with 404", async () => {
    expect((await SELF.fetch(`${ORIGIN}/guides/no-such-guide.pdf`)).status).toBe(404);
    expect((await SELF.fetch(`${ORIGIN}/guides/phone-scams.txt`)).status).toBe(404);
    expect((await SELF.fetch(`${ORIGIN}/guides/constructor.pdf`)).status).toBe(404);
  });
});

import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { ORIGIN } from "./helpers";

describe("GET /guides/{slug}.pdf", () => {
  beforeEach(async () => {
    await env.GUIDES.delete("phone-scams.pdf");
  });

  it("generates a large-print PDF on a miss, stores it and serves it", async () => {
    const res = await SELF.fetch(`${ORIGIN}/guides/phone-scams.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("X-Guide-Generated")).toBe("1");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const stored = await env.GUIDES.get("phone-scams.pdf");
    expect(stored?.httpMetadata?.contentType).toBe("application/pdf");
    expect((await stored!.arrayBuffer()).byteLength).toBe(bytes.byteLength);
  });

  it("serves the stored file when there is one", async () => {
    await env.GUIDES.put("phone-scams.pdf", "%PDF-stored", { httpMetadata: { contentType: "application/pdf" } });
    const res = await SELF.fetch(`${ORIGIN}/guides/phone-scams.pdf`);
    expect(res.headers.get("X-Guide-Generated")).toBeNull();
    expect(await res.text()).toBe("%PDF-stored");
  });

  it.each(["caregiver-guide", "recovery-hub"])("writes the %s PDF too", async (slug) => {
    const res = await SELF.fetch(`${ORIGIN}/guides/${slug}.pdf`);
    expect(res.status).toBe(200);
    expect(new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });

  it("answers an unknown guide with 404", async () => {
    expect((await SELF.fetch(`${ORIGIN}/guides/no-such-guide.pdf`)).status).toBe(404);
    expect((await SELF.fetch(`${ORIGIN}/guides/phone-scams.txt`)).status).toBe(404);
    expect((await SELF.fetch(`${ORIGIN}/guides/constructor.pdf`)).status).toBe(404);
  });
});

import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { freshAddress, postJson } from "./helpers";

async function storedEvents() {
  const { results } = await env.DB.prepare("SELECT name, fields FROM events ORDER BY id").all<{ name: string; fields: string }>();
  return results.map((r) => ({ name: r.name, fields: JSON.parse(r.fields) }));
}

describe("POST /api/events", () => {
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM events").run();
  });

  it("stores a known event with its allowed fields and nothing else", async () => {
    const res = await postJson("/api/events", {
      name: "resource_download",
      fields: { type: "guide_pdf", topic: "phone-scams", title: "Phone Scams" },
    });
    expect(res.status).toBe(204);
    expect(await storedEvents()).toEqual([
      { name: "resource_download", fields: { type: "guide_pdf", topic: "phone-scams", title: "Phone Scams" } },
    ]);
    const columns = await env.DB.prepare("SELECT name FROM pragma_table_info('events')").all<{ name: string }>();
    expect(columns.results.map((c) => c.name).sort()).toEqual(["created_at", "fields", "id", "name"]);
  });

  it("refuses an unknown event name with 400", async () => {
    const res = await postJson("/api/events", { name: "page_view", fields: {} });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Unknown event name 'page_view'." });
    expect(await storedEvents()).toEqual([]);
  });

  it("refuses a field the event does not allow", async () => {
    const res = await postJson("/api/events", { name: "footer_link_click", fields: { link: "x", user_id: "42" } });
    expect(res.status).toBe(400);
    expect(await storedEvents()).toEqual([]);
  });

  it("refuses a body that is not JSON", async () => {
    const res = await postJson("/api/events", "{not json");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "The body must be JSON." });
  });

  it("stores nothing when the browser sends Do Not Track or Global Privacy Control", async () => {
    expect((await postJson("/api/events", { name: "footer_link_click", fields: { link: "x" } }, { DNT: "1" })).status).toBe(204);
    expect((await postJson("/api/events", { name: "footer_link_click", fields: { link: "x" } }, { "Sec-GPC": "1" })).status).toBe(204);
    expect(await storedEvents()).toEqual([]);
  });

  it("refuses a post from another site, or with no sign of coming from this site, and stores nothing", async () => {
    const event = { name: "footer_link_click", fields: { link: "x" } };
    expect((await postJson("/api/events", event, { Origin: "https://evil.example" })).status).toBe(403);
    const noOrigin = await SELF.fetch("http://localhost:8787/api/events", {
      method: "POST",
      body: JSON.stringify(event),
      headers: { "Content-Type": "application/json" },
    });
    expect(noOrigin.status).toBe(403);
    expect(await storedEvents()).toEqual([]);
  });

  it("accepts a same-origin beacon that carries only Sec-Fetch-Site", async () => {
    const res = await SELF.fetch("http://localhost:8787/api/events", {
      method: "POST",
      body: JSON.stringify({ name: "footer_link_click", fields: { link: "x" } }),
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
    });
    expect(res.status).toBe(204);
    expect(await storedEvents()).toHaveLength(1);
  });

  it("holds its rate limit under parallel posts from one address", async () => {
    const address = { "CF-Connecting-IP": freshAddress() };
    const answers = await Promise.all(
      Array.from({ length: 80 }, () => postJson("/api/events", { name: "footer_link_click", fields: { link: "x" } }, address)),
    );
    expect(answers.filter((r) => r.status === 204)).toHaveLength(60);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(20);
    expect(await storedEvents()).toHaveLength(60);
  });
});

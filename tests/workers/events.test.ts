import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { postJson } from "./helpers";

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
});

import worker from "@built-worker";
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SUBSCRIPTION_TEXT } from "~/features/alerts/words/subscription";
import { NEWSLETTER_TEXT } from "~/features/forms/newsletter";
import { confirmCode } from "~/features/alerts/links.server";
import { callWorker, freshAddress, ORIGIN, postForm } from "./helpers";
import { HOTLINE } from "../support/hotline";

const SECRET = "test-email-link-secret-not-for-production";
const PASSWORD = "correct horse battery staple";

interface OutboxRow {
  subject: string;
  text: string;
  headers: string;
}

/** The emails written to one address so far (the real local queue delivers them within seconds). */
async function outboxFor(to: string): Promise<OutboxRow[]> {
  const { results } = await env.DB.prepare("SELECT subject, text, headers FROM outbox WHERE to_address = ? ORDER BY id")
    .bind(to)
    .all<OutboxRow>();
  return results;
}

async function waitForEmail(to: string, subject: string, count = 1): Promise<OutboxRow[]> {
  for (let i = 0; i < 200; i++) {
    const rows = (await outboxFor(to)).filter((r) => r.subject === subject);
    if (rows.length >= count) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no "${subject}" email for ${to}`);
}

const linkIn = (text: string, path: string) => text.match(new RegExp(`http://localhost:8787${path}\\?[^\\s]+`))?.[0] ?? "";

function signUp(email: string) {
  return postForm("/newsletter", { email, source: "test" }, { "CF-Connecting-IP": freshAddress() });
}

async function row(email: string) {
  return env.DB.prepare("SELECT id, token, confirmed_at, confirm_expires_at, unsubscribed_at FROM newsletter_subscribers WHERE email = ?")
    .bind(email)
    .first<{ id: number; token: string; confirmed_at: string | null; confirm_expires_at: string | null; unsubscribed_at: string | null }>();
}

async function signIn(): Promise<string> {
  for (const prefix of ["rl:", "lock:"]) {
    const keys = await env.SESSIONS.list({ prefix });
    await Promise.all(keys.keys.map((k) => env.SESSIONS.delete(k.name)));
  }
  const res = await postForm("/admin/login", { password: PASSWORD, redirectTo: "/admin" });
  expect(res.status).toBe(302);
  return res.headers.get("Set-Cookie")!.split(";")[0]!;
}

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

describe("double opt-in", () => {
  it("in Spanish: stores the language, answers and emails in Spanish, and welcomes to /es/alertas", { timeout: 40_000 }, async () => {
    const email = `ana-opt-in-${unique()}@example.org`;
    const res = await postForm(
      "/newsletter",
      { email, source: "test", lang: "es", pageLang: "es" },
      { "CF-Connecting-IP": freshAddress() },
    );
    expect(res.status).toBe(200);
    const answer = (await res.text()).replaceAll("<!-- -->", "");
    expect(answer).toContain("Revise su email para terminar");
    expect(answer).toContain("“Confirme sus alertas de estafas”");
    const stored = await env.DB.prepare("SELECT lang FROM newsletter_subscribers WHERE email = ?").bind(email).first<{ lang: string }>();
    expect(stored?.lang).toBe("es");
    const [confirmation] = await waitForEmail(email, "Confirme sus alertas de estafas");
    expect(confirmation!.text).toContain("UN PASO MÁS");
    expect(confirmation!.text).toContain("Llame gratis a la Línea Nacional contra el Fraude a Personas Mayores: 1-833-372-8311");
    // Her links open the Spanish pages: confirm, and stop or delete.
    const confirmed = await SELF.fetch(linkIn(confirmation!.text, "/es/alertas/confirmar"));
    expect(confirmed.status).toBe(200);
    const page = await confirmed.text();
    expect(page).toMatch(/<html lang="es"/);
    expect(page).toContain("Gracias. Sus alertas de estafas están activas.");
    const [welcome] = await waitForEmail(email, "Sus alertas de estafas están activas");
    expect(welcome!.text).toContain("http://localhost:8787/es/alertas");
    // Someone typing her confirmed address on an English page cannot switch her alerts' language.
    await postForm("/newsletter", { email, source: "test", lang: "en" }, { "CF-Connecting-IP": freshAddress() });
    const kept = await env.DB.prepare("SELECT lang FROM newsletter_subscribers WHERE email = ?").bind(email).first<{ lang: string }>();
    expect(kept?.lang).toBe("es");
    const stop = linkIn(welcome!.text, "/es/alertas/baja");
    expect(stop).not.toBe("");
    expect(JSON.parse(welcome!.headers)["List-Unsubscribe"]).toBe(`<${stop}>`);
    expect(await (await SELF.fetch(stop)).text()).toContain("Dejar mis alertas de estafas");
    const oneClick = await SELF.fetch(stop, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain("No recibirá más alertas de estafas");
    const bad = await postForm(
      "/newsletter",
      { email: "no es un email", lang: "es", pageLang: "es" },
      { "CF-Connecting-IP": freshAddress() },
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Escriba una dirección de email completa");
  });

  it("stores a sign-up unconfirmed, emails a signed link that starts the alerts once, then a welcome", { timeout: 40_000 }, async () => {
    const email = `opt-in-${unique()}@example.org`;
    const res = await signUp(email);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(NEWSLETTER_TEXT.successTitle);
    const stored = await row(email);
    expect(stored?.confirmed_at).toBeNull();
    const days = (Date.parse(stored!.confirm_expires_at!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const [confirmation] = await waitForEmail(email, "Please confirm your scam alerts");
    const link = linkIn(confirmation!.text, "/alerts/confirm");
    expect(link).not.toBe("");
    // Even the confirmation can remove the address at once, from the mail program too.
    expect(confirmation!.text).toContain(`http://localhost:8787/alerts/unsubscribe?t=${stored!.token}`);
    expect(JSON.parse(confirmation!.headers)["List-Unsubscribe"]).toBe(`<http://localhost:8787/alerts/unsubscribe?t=${stored!.token}>`);

    const first = await SELF.fetch(link);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain(SUBSCRIPTION_TEXT.confirmedTitle);
    expect((await row(email))?.confirmed_at).not.toBeNull();
    const [welcome] = await waitForEmail(email, "Your scam alerts are on");
    expect(JSON.parse(welcome!.headers)["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // Reused: a thank-you, and no second welcome.
    const again = await SELF.fetch(link);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(SUBSCRIPTION_TEXT.alreadyConfirmedTitle);
    await new Promise((r) => setTimeout(r, 2000));
    expect((await outboxFor(email)).filter((r) => r.subject === "Your scam alerts are on")).toHaveLength(1);
  });

  it("answers a known and a confirmed address exactly as a new one, and sends a confirmed one nothing", { timeout: 20_000 }, async () => {
    const email = `known-${unique()}@example.org`;
    const newAnswer = await (await signUp(email)).text();
    const knownAnswer = await (await signUp(email)).text();
    await env.DB.prepare("UPDATE newsletter_subscribers SET confirmed_at = '2026-11-01T00:00:00.000Z' WHERE email = ?").bind(email).run();
    const confirmed = await signUp(email);
    expect(confirmed.status).toBe(200);
    const strip = (html: string) => html.replace(/nonce="[^"]*"/g, "").replace(/value="[^"]*"/g, "");
    expect(strip(await confirmed.text())).toBe(strip(knownAnswer));
    expect(strip(knownAnswer)).toBe(strip(newAnswer));
    await new Promise((r) => setTimeout(r, 2000));
    // Two asks while unconfirmed; none once confirmed.
    expect((await outboxFor(email)).filter((r) => r.subject === "Please confirm your scam alerts").length).toBeLessThanOrEqual(2);
    expect((await row(email))?.confirmed_at).toBe("2026-11-01T00:00:00.000Z");
  });

  it("refuses a tampered link, and an expired one, without confirming", async () => {
    const email = `tamper-${unique()}@example.org`;
    await signUp(email);
    const stored = (await row(email))!;
    const code = await confirmCode(SECRET, stored.token, stored.confirm_expires_at!);
    const flipped = code.slice(0, -1) + (code.endsWith("a") ? "b" : "a");
    const tampered = await SELF.fetch(`${ORIGIN}/alerts/confirm?c=${flipped}`);
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain(SUBSCRIPTION_TEXT.badLinkTitle);
    // A later expiry with the old signature is tampering too.
    const [token, expires, signature] = code.split(".");
    const stretched = await SELF.fetch(`${ORIGIN}/alerts/confirm?c=${token}.${Number(expires) + 86_400_000}.${signature}`);
    expect(stretched.status).toBe(400);
    expect((await SELF.fetch(`${ORIGIN}/alerts/confirm`)).status).toBe(400);

    const past = "2026-01-01T00:00:00.000Z";
    await env.DB.prepare("UPDATE newsletter_subscribers SET confirm_expires_at = ? WHERE email = ?").bind(past, email).run();
    const expired = await SELF.fetch(`${ORIGIN}/alerts/confirm?c=${await confirmCode(SECRET, stored.token, past)}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain(SUBSCRIPTION_TEXT.expiredTitle);
    expect((await row(email))?.confirmed_at).toBeNull();
    expect(expired.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("deletes unconfirmed sign-ups after their 7 days, and asks earlier sign-ups once", { timeout: 30_000 }, async () => {
    const late = `late-${unique()}@example.org`;
    const earlier = `earlier-${unique()}@example.org`;
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO newsletter_subscribers (email, token, confirm_expires_at) VALUES (?, ?, '2026-01-08T00:00:00.000Z')",
      ).bind(late, "a".repeat(32)),
      env.DB.prepare("INSERT INTO newsletter_subscribers (email, token) VALUES (?, ?)").bind(earlier, "b".repeat(32)),
    ]);
    const ctx = createExecutionContext();
    await worker.scheduled({ scheduledTime: Date.now(), cron: "17 3 * * *", noRetry() {} } as ScheduledController, env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await row(late)).toBeNull();
    expect((await row(earlier))?.confirm_expires_at).not.toBeNull();
    await waitForEmail(earlier, "Please confirm your scam alerts");
    // Asked once: a second run leaves the deadline as it was.
    const deadline = (await row(earlier))?.confirm_expires_at;
    const ctx2 = createExecutionContext();
    await worker.scheduled({ scheduledTime: Date.now() + 60_000, cron: "17 3 * * *", noRetry() {} } as ScheduledController, env, ctx2);
    await waitOnExecutionContext(ctx2);
    expect((await row(earlier))?.confirm_expires_at).toBe(deadline);
  });
});

describe("unsubscribe", () => {
  let email: string;
  let token: string;
  beforeEach(async () => {
    email = `leave-${unique()}@example.org`;
    token = unique()
      .padStart(32, "0")
      .slice(-32)
      .replace(/[^0-9a-f]/g, "0");
    await env.DB.prepare("INSERT INTO newsletter_subscribers (email, token, confirmed_at) VALUES (?, ?, '2026-11-01T00:00:00.000Z')")
      .bind(email, token)
      .run();
  });

  it("shows whose alerts stop, masked, with the two buttons, without signing in", async () => {
    const res = await SELF.fetch(`${ORIGIN}/alerts/unsubscribe?t=${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain(`l•••@example.org`);
    expect(html).not.toContain(email);
    expect(html).toContain(SUBSCRIPTION_TEXT.unsubscribeButton);
    expect(html).toContain(SUBSCRIPTION_TEXT.deleteButton);
    expect((await row(email))?.unsubscribed_at).toBeNull();
  });

  it("stops the alerts on a one-click POST from a mail program (no cookie, no origin)", async () => {
    const res = await SELF.fetch(`${ORIGIN}/alerts/unsubscribe?t=${token}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(200);
    expect((await row(email))?.unsubscribed_at).not.toBeNull();
    // Twice is fine.
    const again = await SELF.fetch(`${ORIGIN}/alerts/unsubscribe?t=${token}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(again.status).toBe(200);
  });

  it("deletes the address and what was sent to it on request", async () => {
    const id = (await row(email))!.id;
    await env.DB.prepare("INSERT INTO alert_sends (alert_id, subscriber_id, status) VALUES (1, ?, 'sent')").bind(id).run();
    const res = await postForm(`/alerts/unsubscribe?t=${token}`, { intent: "delete" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(SUBSCRIPTION_TEXT.deletedTitle);
    expect(await row(email)).toBeNull();
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM alert_sends WHERE subscriber_id = ?").bind(id).first("n")).toBe(0);
  });

  it("answers an unknown or malformed token with 404 and plain words", async () => {
    for (const t of ["f".repeat(32), "nope", ""]) {
      const page = await SELF.fetch(`${ORIGIN}/alerts/unsubscribe?t=${t}`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain(SUBSCRIPTION_TEXT.unknownTitle);
      const post = await postForm(`/alerts/unsubscribe?t=${t}`, { intent: "unsubscribe" });
      expect(post.status).toBe(404);
    }
  });
});

describe("publishing alerts", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signIn();
  });

  const fields = (title: string) => ({
    title,
    summary: "A caller says your grandson is in jail and needs bail today.",
    body: "The caller cries and asks you to keep it secret.\n\nSigns:\n- Bail in gift cards\n- A courier for cash",
    whatToDo: "Hang up.\nCall your grandson on a number you know.",
    scamType: "grandparent-scams",
    severity: "urgent",
  });

  async function publish(title: string, extra: Record<string, string> = {}) {
    const res = await postForm("/admin/alerts/new", { ...fields(title), intent: "publish", ...extra }, { Cookie: cookie });
    expect(res.status).toBe(302);
    const id = Number(res.headers.get("Location")!.match(/\/admin\/alerts\/(\d+)/)![1]);
    const alert = await env.DB.prepare("SELECT slug, sent_at FROM alerts WHERE id = ?")
      .bind(id)
      .first<{ slug: string; sent_at: string | null }>();
    return { id, ...alert! };
  }

  it("puts a published alert on /alerts, its own page with Article data, the home page, RSS and the sitemap, refreshing cached pages", async () => {
    // Fill the edge cache first.
    await (await SELF.fetch(`${ORIGIN}/alerts`)).text();
    await (await SELF.fetch(`${ORIGIN}/`)).text();
    const title = `Bail money calls ${unique()}`;
    const { slug } = await publish(title);

    const list = await (await SELF.fetch(`${ORIGIN}/alerts`)).text();
    expect(list).toContain(title);
    const home = await (await SELF.fetch(`${ORIGIN}/`)).text();
    expect(home).toContain("Latest scam alert");
    expect(home).toContain(title);

    const page = await SELF.fetch(`${ORIGIN}/alerts/${slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain(`<link rel="canonical" href="http://localhost:8787/alerts/${slug}"/>`);
    expect(html).toContain("<li>Bail in gift cards</li>");
    expect(html).toContain(`href="${HOTLINE.href}"`);

    const rss = await (await SELF.fetch(`${ORIGIN}/alerts/rss.xml`)).text();
    expect(XMLValidator.validate(rss)).toBe(true);
    const feed = new XMLParser().parse(rss);
    const items = [feed.rss.channel.item].flat();
    expect(items[0].title).toBe(title);
    expect(items[0].link).toBe(`http://localhost:8787/alerts/${slug}`);
    const blog = await (await SELF.fetch(`${ORIGIN}/blog/rss.xml`)).text();
    expect(XMLValidator.validate(blog)).toBe(true);

    expect(await (await SELF.fetch(`${ORIGIN}/sitemap.xml`)).text()).toContain(`<loc>http://localhost:8787/alerts/${slug}</loc>`);
    const search = await (await SELF.fetch(`${ORIGIN}/search?q=${encodeURIComponent(title)}`)).text();
    expect(search).toContain(`/alerts/${slug}`);
    // Any case, any length the search takes, and % or _ are plain characters.
    const upper = await (
      await SELF.fetch(`${ORIGIN}/search?q=${encodeURIComponent(`${title.toUpperCase()} `.repeat(8).slice(0, 200).trim())}`)
    ).text();
    expect(upper).not.toContain(`/alerts/${slug}`);
    expect(await (await SELF.fetch(`${ORIGIN}/search?q=${encodeURIComponent(title.toUpperCase())}`)).text()).toContain(`/alerts/${slug}`);
    expect(await (await SELF.fetch(`${ORIGIN}/search?q=%25%25%25`)).text()).not.toContain(`/alerts/${slug}`);
  });

  it("serves alert pages from the edge cache, and shows an edit at once", async () => {
    const title = `Cached alert ${unique()}`;
    const { id, slug } = await publish(title);
    const first = await SELF.fetch(`${ORIGIN}/alerts/${slug}`);
    expect(first.headers.get("X-Edge-Cache")).toBe("MISS");
    const firstHtml = await first.text();
    // The copy is stored after the answer (waitUntil): give it a moment.
    await new Promise((r) => setTimeout(r, 100));
    const second = await SELF.fetch(`${ORIGIN}/alerts/${slug}`);
    expect(second.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(second.headers.get("Cache-Control")).toBe("no-cache");
    const cachedHtml = await second.text();
    // A fresh nonce on every answer, even from the cache.
    const nonces = new Set([...cachedHtml.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
    expect(nonces.size).toBe(1);
    expect(second.headers.get("Content-Security-Policy")).toContain(`'nonce-${[...nonces][0]}'`);
    // Not the nonce the page was first rendered with.
    expect([...nonces][0]).not.toBe(firstHtml.match(/nonce="([^"]+)"/)?.[1]);

    const edited = `${title} (updated)`;
    const res = await postForm(`/admin/alerts/${id}`, { ...fields(edited), intent: "save" }, { Cookie: cookie });
    expect(res.status).toBe(200);
    const fresh = await SELF.fetch(`${ORIGIN}/alerts/${slug}`);
    expect(fresh.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(await fresh.text()).toContain(edited);

    const off = await postForm(`/admin/alerts/${id}?do=status`, { intent: "unpublish" }, { Cookie: cookie });
    expect(off.status).toBe(200);
    expect((await SELF.fetch(`${ORIGIN}/alerts/${slug}`)).status).toBe(404);
    expect(await (await SELF.fetch(`${ORIGIN}/alerts`)).text()).not.toContain(edited);
  });

  it("asks before sending, then sends through the queue to confirmed subscribers only, once", { timeout: 40_000 }, async () => {
    const reader = `alert-reader-${unique()}@example.org`;
    const pending = `alert-pending-${unique()}@example.org`;
    await env.DB.batch([
      env.DB.prepare("INSERT INTO newsletter_subscribers (email, token, confirmed_at) VALUES (?, ?, '2026-11-01T00:00:00.000Z')").bind(
        reader,
        "c".repeat(28) +
          unique()
            .slice(-4)
            .replace(/[^0-9a-f]/g, "0"),
      ),
      env.DB.prepare(
        "INSERT INTO newsletter_subscribers (email, token, confirm_expires_at) VALUES (?, ?, '2099-01-01T00:00:00.000Z')",
      ).bind(
        pending,
        "d".repeat(28) +
          unique()
            .slice(-4)
            .replace(/[^0-9a-f]/g, "0"),
      ),
    ]);
    const title = `Sent alert ${unique()}`;
    const { id, sent_at } = await publish(title, { send: "on" });
    expect(sent_at).toBeNull();
    const page = await (await SELF.fetch(`${ORIGIN}/admin/alerts/${id}?note=ask`, { headers: { Cookie: cookie } })).text();
    expect(page).toMatch(/Send this alert to <!-- -->\d+<!-- --> subscribers?\?|Send this alert to \d+ subscribers?\?/);

    const send = await postForm(`/admin/alerts/${id}?do=status`, { intent: "send", confirmed: "yes" }, { Cookie: cookie });
    expect(send.status).toBe(200);
    expect(await send.text()).toContain("Sending has started.");
    const [alertEmail] = await waitForEmail(reader, `Scam alert: ${title}`);
    expect(alertEmail!.text).toContain("WHAT TO DO");
    const twice = await postForm(`/admin/alerts/${id}?do=status`, { intent: "send", confirmed: "yes" }, { Cookie: cookie });
    expect(await twice.text()).toContain("already sent");
    await new Promise((r) => setTimeout(r, 2000));
    expect((await outboxFor(reader)).filter((r) => r.subject === `Scam alert: ${title}`)).toHaveLength(1);
    expect(await outboxFor(pending)).toHaveLength(0);
    const list = await (await SELF.fetch(`${ORIGIN}/admin/alerts`, { headers: { Cookie: cookie } })).text();
    expect(list).toMatch(/\d+<!-- --> queued · <!-- -->\d+<!-- --> sent · <!-- -->0<!-- --> failed/);
  });

  it("sends a Spanish reader the Spanish version, and the English one said to be in English when there is none", {
    timeout: 40_000,
  }, async () => {
    const tokenOf = (c: string) =>
      c.repeat(28) +
      unique()
        .slice(-4)
        .replace(/[^0-9a-f]/g, "0");
    const ana = `ana-${unique()}@example.org`;
    const ann = `ann-${unique()}@example.org`;
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO newsletter_subscribers (email, token, confirmed_at, lang) VALUES (?, ?, '2026-11-01T00:00:00.000Z', 'es')",
      ).bind(ana, tokenOf("e")),
      env.DB.prepare("INSERT INTO newsletter_subscribers (email, token, confirmed_at) VALUES (?, ?, '2026-11-01T00:00:00.000Z')").bind(
        ann,
        tokenOf("f"),
      ),
    ]);
    const title = `Bilingual alert ${unique()}`;
    const titleEs = `Alerta en dos idiomas ${unique()}`;
    const spanish = {
      titleEs,
      summaryEs: "Alguien llama y dice que su nieto está en la cárcel.",
      bodyEs: "La persona llora y le pide que guarde el secreto.",
      whatToDoEs: "Cuelgue.\nLlame a su nieto a un número que conoce.",
    };
    const { id, slug } = await publish(title, spanish);
    await postForm(`/admin/alerts/${id}?do=status`, { intent: "send", confirmed: "yes" }, { Cookie: cookie });
    const [toAna] = await waitForEmail(ana, `Alerta de estafa: ${titleEs}`);
    expect(toAna!.text).toContain("QUÉ HACER\n1. Cuelgue.");
    expect(toAna!.text).toContain(`http://localhost:8787/es/alertas/${slug}`);
    expect(toAna!.text).toContain("Dejar de recibir estos emails");
    expect(toAna!.text).toContain("http://localhost:8787/es/alertas/baja?t=");
    await waitForEmail(ann, `Scam alert: ${title}`);

    const englishOnly = `English-only alert ${unique()}`;
    const second = await publish(englishOnly);
    await postForm(`/admin/alerts/${second.id}?do=status`, { intent: "send", confirmed: "yes" }, { Cookie: cookie });
    const [fallback] = await waitForEmail(ana, `Alerta de estafa: ${englishOnly}`);
    expect(fallback!.text.startsWith("Esta alerta está solo en inglés por ahora.")).toBe(true);
    expect(fallback!.text).toContain("Hang up.");

    // The Spanish pages and feed show only alerts with a Spanish version, in Spanish.
    const page = await SELF.fetch(`${ORIGIN}/es/alertas/${slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<html lang="es"/);
    expect(html).toContain(titleEs);
    expect(html).toContain("Qué hacer");
    expect((await SELF.fetch(`${ORIGIN}/es/alertas/${second.slug}`)).status).toBe(404);
    const list = await (await SELF.fetch(`${ORIGIN}/es/alertas`)).text();
    expect(list).toContain(titleEs);
    expect(list).not.toContain(englishOnly);
    const feed = await (await SELF.fetch(`${ORIGIN}/es/alertas/rss.xml`)).text();
    expect(XMLValidator.validate(feed)).toBe(true);
    expect(feed).toContain("<language>es-us</language>");
    expect(feed).toContain(`<link>http://localhost:8787/es/alertas/${slug}</link>`);
    expect(feed).not.toContain(englishOnly);
    // Spanish search finds it typed without accents or in capitals ("carcel", "CÁRCEL").
    for (const typed of ["carcel", "CÁRCEL"]) {
      const found = await (await SELF.fetch(`${ORIGIN}/es/buscar?q=${encodeURIComponent(typed)}`)).text();
      expect(found, typed).toContain(titleEs);
    }
  });

  it("keeps a half-written Spanish version back, saying all four fields or none", async () => {
    const res = await postForm(
      "/admin/alerts/new",
      { ...fields(`Half ${unique()}`), titleEs: "Solo el título", intent: "save" },
      { Cookie: cookie },
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Fill in all four Spanish fields, or leave them all empty.");
    expect(html).toContain("Solo el título");
  });

  it("offers a newly published alert to search engines through IndexNow (the key is set)", async () => {
    const sent = vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response(null, { status: 202 }));
    const title = `Indexed alert ${unique()}`;
    const request = new Request(`${ORIGIN}/admin/alerts/new`, {
      method: "POST",
      body: new URLSearchParams({ ...fields(title), intent: "publish" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, Cookie: cookie, "CF-Connecting-IP": freshAddress() },
      redirect: "manual",
    });
    const res = await callWorker(request);
    const bodies = sent.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit | undefined)?.body ?? "{}")));
    sent.mockRestore();
    expect(res.status).toBe(302);
    const slug = (await env.DB.prepare("SELECT slug FROM alerts WHERE title = ?").bind(title).first<string>("slug"))!;
    expect(bodies.length).toBeGreaterThanOrEqual(1);
    expect(bodies[0].key).toBe("test-indexnow-key-0123");
    expect(bodies[0].urlList).toEqual([`http://localhost:8787/alerts/${slug}`, "http://localhost:8787/alerts", "http://localhost:8787/"]);
  });

  it("gives a second alert with the same long title its own address", async () => {
    const title = `Long title ${unique()} ${"about a fake package delivery fee ".repeat(4)}`.slice(0, 120);
    const first = await publish(title);
    const second = await publish(title);
    expect(first.slug).toHaveLength(80);
    expect(second.slug).toBe(`${first.slug}-2`);
    expect((await SELF.fetch(`${ORIGIN}/alerts/${second.slug}`)).status).toBe(200);
  });

  it("keeps what was typed and says what is wrong when a field is missing", async () => {
    const res = await postForm("/admin/alerts/new", { ...fields("Half written"), summary: "", intent: "publish" }, { Cookie: cookie });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Please write the short summary.");
    expect(html).toContain("Half written");
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM alerts WHERE title = 'Half written'").first("n")).toBe(0);
  });

  it("keeps the editor and the outbox for signed-in operators only", async () => {
    for (const path of ["/admin/alerts", "/admin/alerts/new", "/admin/alerts/1", "/admin/alerts/1/preview", "/admin/outbox"]) {
      const res = await SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual" });
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toContain("/admin/login");
    }
    const res = await postForm("/admin/alerts/new", { ...fields("Sneaky"), intent: "publish" });
    expect(res.status).toBe(302);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM alerts WHERE title = 'Sneaky'").first("n")).toBe(0);
  });
});

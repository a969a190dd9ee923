import { describe, expect, it } from "vitest";
import { alertEmail, confirmEmail, type EmailFacts, welcomeEmail } from "~/features/alerts/emails";
import {
  ALERT_SCAM_TYPES,
  alertIn,
  alertLabels,
  parseAlertBody,
  parseSteps,
  type PublishedAlert,
  slugify,
  uniqueSlug,
} from "~/features/alerts/alerts";
import { alertForm, SPANISH_INCOMPLETE } from "~/features/alerts/schema";
import { EMAIL_WORDS as EMAIL_WORDS_ES } from "~/features/alerts/words/es/emails";
import { SCAM_GUIDES } from "~/content/guides/index";
import { rfc822 } from "~/lib/feeds";

const facts: EmailFacts = {
  siteName: "Scam Shield for Seniors",
  siteUrl: "https://scamshield.example",
  hotline: {
    name: "National Elder Fraud Hotline",
    display: "1-833-372-8311",
    tel: "+18333728311",
    hours: "Monday to Friday, 10 a.m. to 6 p.m. Eastern Time",
  },
};

const alert: PublishedAlert = {
  slug: "fake-toll-texts",
  title: "Fake toll texts <b>now</b>",
  summary: "A text says you owe a toll & must pay today.",
  body: "First paragraph\ngoes on here.\n\nSigns:\n- You did not drive there\n- It rushes you\n\n1. One\n2. Two",
  whatToDo: "- Do not tap the link.\nDelete the text.\n\n",
  scamType: "text-scams",
  severity: "urgent",
  publishedAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  titleEs: null,
  summaryEs: null,
  bodyEs: null,
  whatToDoEs: null,
};

const spanishAlert: PublishedAlert = {
  ...alert,
  titleEs: "Textos falsos de peajes",
  summaryEs: "Un texto dice que usted debe un peaje.",
  bodyEs: "Primer párrafo.",
  whatToDoEs: "No toque el enlace.\nBorre el texto.",
};

describe("alert body", () => {
  it("makes paragraphs from blank lines and lists from - and 1. lines", () => {
    expect(parseAlertBody(alert.body)).toEqual([
      { kind: "paragraph", text: "First paragraph goes on here." },
      { kind: "paragraph", text: "Signs:" },
      { kind: "list", ordered: false, items: ["You did not drive there", "It rushes you"] },
      { kind: "list", ordered: true, items: ["One", "Two"] },
    ]);
  });

  it("keeps typed markup as text and ignores empty lines and Windows line ends", () => {
    expect(parseAlertBody("<script>x</script>\r\n\r\n\r\n  ")).toEqual([{ kind: "paragraph", text: "<script>x</script>" }]);
    expect(parseAlertBody("")).toEqual([]);
  });

  it("reads What to do as one step per line, list markers optional", () => {
    expect(parseSteps(alert.whatToDo)).toEqual(["Do not tap the link.", "Delete the text."]);
  });
});

describe("alert addresses", () => {
  it("makes a plain address from a title", () => {
    expect(slugify("Texts about unpaid road tolls are a scam!")).toBe("texts-about-unpaid-road-tolls-are-a-scam");
    expect(slugify("Grandma's “jail” call — Café")).toBe("grandmas-jail-call-cafe");
    expect(slugify("!!!")).toBe("alert");
    expect(slugify("a".repeat(200))).toHaveLength(80);
  });

  it("adds a number when the address is taken", () => {
    expect(uniqueSlug("toll", new Set())).toBe("toll");
    expect(uniqueSlug("toll", new Set(["toll", "toll-2"]))).toBe("toll-3");
  });

  it("links every kind of scam but Other to a guide that exists", () => {
    const guides = new Set(SCAM_GUIDES.map((g) => `/scam-types/${g.id}`));
    guides.add("/scam-types/social-media-scams-2025");
    for (const type of ALERT_SCAM_TYPES) {
      if (type.id === "other") expect(type.guide).toBeNull();
      else expect(guides.has(type.guide!) || type.guide === `/scam-types/${type.id}`).toBe(true);
    }
  });
});

describe("alert emails", () => {
  const links = {
    page: "https://scamshield.example/alerts/fake-toll-texts",
    unsubscribe: "https://scamshield.example/alerts/unsubscribe?t=abc",
  };
  const email = alertEmail(alert, links, facts, alertLabels(alert, "en"));

  it("has a plain subject, the steps, the hotline and the unsubscribe link in both parts", () => {
    expect(email.subject).toBe("Scam alert: Fake toll texts <b>now</b>");
    for (const part of [email.text, email.html]) {
      expect(part).toContain("1-833-372-8311");
      expect(part).toContain("Do not tap the link.");
      expect(part).toContain(links.unsubscribe);
      expect(part).toContain(links.page);
    }
    expect(email.text).toContain("1. Do not tap the link.\n2. Delete the text.");
    expect(email.html).toContain('href="tel:+18333728311"');
  });

  it("escapes what the operator typed and carries no image, script or tracking", () => {
    expect(email.html).toContain("Fake toll texts &lt;b&gt;now&lt;/b&gt;");
    expect(email.html).toContain("toll &amp; must pay");
    expect(email.html).not.toMatch(/<img|<script|<link|url\(|<b>now/i);
  });

  it("uses large text and dark-on-light colours", () => {
    const sizes = [...email.html.matchAll(/font-size:(\d+)px/g)].map((m) => Number(m[1]));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(18);
    expect(email.html).toContain("color:#111111");
    expect(email.html).toContain("background:#ffffff");
  });

  it("asks to confirm with the link, and says what happens if it was not them", () => {
    const confirm = confirmEmail(
      { confirm: "https://scamshield.example/alerts/confirm?c=x.1.y", unsubscribe: "https://scamshield.example/alerts/unsubscribe?t=abc" },
      facts,
      7,
    );
    expect(confirm.subject).toBe("Please confirm your scam alerts");
    expect(confirm.text).toContain("https://scamshield.example/alerts/confirm?c=x.1.y");
    expect(confirm.text).toContain("works for 7 days");
    expect(confirm.text).toContain("ignore this email");
    expect(confirm.text).toContain("To remove your address now instead: https://scamshield.example/alerts/unsubscribe?t=abc");
    expect(confirm.html).toContain("remove my address");
  });

  it("welcomes with the way to leave", () => {
    const welcome = welcomeEmail({ alerts: "https://scamshield.example/alerts", unsubscribe: links.unsubscribe }, facts);
    expect(welcome.text).toContain(links.unsubscribe);
    expect(welcome.text).toContain("We never ask for money");
  });
});

describe("alerts in Spanish", () => {
  it("gives an alert's Spanish version in the English fields, or none when it has none", () => {
    expect(alertIn(alert, "es")).toBeNull();
    expect(alertIn(alert, "en")).toBe(alert);
    const es = alertIn(spanishAlert, "es")!;
    expect([es.title, es.summary, es.body, es.whatToDo]).toEqual([
      spanishAlert.titleEs,
      spanishAlert.summaryEs,
      spanishAlert.bodyEs,
      spanishAlert.whatToDoEs,
    ]);
    expect(es.slug).toBe(alert.slug);
    expect(alertLabels(alert, "es")).toEqual({ severity: "Urgente: se está extendiendo rápido", type: "Mensajes de texto" });
  });

  it("writes a Spanish reader's email in Spanish, and says so when it can only send the English", () => {
    const links = { page: "https://scamshield.example/es/alertas/fake-toll-texts", unsubscribe: "https://scamshield.example/u" };
    const es = alertEmail(alertIn(spanishAlert, "es")!, links, facts, alertLabels(alert, "es"), EMAIL_WORDS_ES);
    expect(es.subject).toBe("Alerta de estafa: Textos falsos de peajes");
    expect(es.html).toContain('<html lang="es">');
    expect(es.text).toContain("QUÉ HACER\n1. No toque el enlace.\n2. Borre el texto.");
    expect(es.text).toContain("Dejar de recibir estos emails");
    expect(es.text).not.toContain("Esta alerta está solo en inglés");
    const english = alertEmail(alert, links, facts, alertLabels(alert, "es"), EMAIL_WORDS_ES, true);
    expect(english.text.startsWith("Esta alerta está solo en inglés por ahora.")).toBe(true);
    expect(english.html).toMatch(/<div lang="en">\s*<h1/);
    expect(english.subject).toBe("Alerta de estafa: Fake toll texts <b>now</b>");
  });

  it("takes the editor's Spanish version whole or not at all", () => {
    const base = { title: "T", summary: "S", body: "B", whatToDo: "W", scamType: "other", severity: "info", intent: "save" };
    expect(alertForm.schema.safeParse(base).success).toBe(true);
    const whole = alertForm.schema.safeParse({ ...base, titleEs: "T", summaryEs: "S", bodyEs: "B", whatToDoEs: "W" });
    expect(whole.success && whole.data.titleEs).toBe("T");
    const half = alertForm.schema.safeParse({ ...base, titleEs: "T", summaryEs: "  " });
    expect(half.success).toBe(false);
    expect(half.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["summaryEs", SPANISH_INCOMPLETE],
      ["bodyEs", SPANISH_INCOMPLETE],
      ["whatToDoEs", SPANISH_INCOMPLETE],
    ]);
  });
});

describe("feed dates", () => {
  it("keeps a full time and puts a bare date at noon UTC", () => {
    expect(rfc822("2026-11-20T10:05:00.000Z")).toBe("Fri, 20 Nov 2026 10:05:00 GMT");
    expect(rfc822("2026-11-20")).toBe("Fri, 20 Nov 2026 12:00:00 GMT");
  });
});

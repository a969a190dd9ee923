import { describe, expect, it } from "vitest";
import { alertEmail, confirmEmail, type EmailFacts, welcomeEmail } from "~/features/alerts/emails";
import { ALERT_SCAM_TYPES, parseAlertBody, parseSteps, type PublishedAlert, slugify, uniqueSlug } from "~/features/alerts/alerts";
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
  const email = alertEmail(alert, links, facts);

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

describe("feed dates", () => {
  it("keeps a full time and puts a bare date at noon UTC", () => {
    expect(rfc822("2026-11-20T10:05:00.000Z")).toBe("Fri, 20 Nov 2026 10:05:00 GMT");
    expect(rfc822("2026-11-20")).toBe("Fri, 20 Nov 2026 12:00:00 GMT");
  });
});

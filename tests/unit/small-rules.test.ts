import { describe, expect, it } from "vitest";
import { parseAnalyticsEvent } from "~/lib/analytics-events";
import { parseForm } from "~/lib/forms";
import { NEWSLETTER_ERRORS, senderOf } from "~/features/forms/newsletter";
import { newsletterForm } from "~/features/forms/newsletter-schema";
import { seoMeta } from "~/lib/seo";
import { SHARE_POPUP_FEATURES, shareUrl } from "~/lib/share";
import { markTextSize, textSizeButtonMark, textSizeCookie, textSizeFromCookie } from "~/lib/text-size";

describe("shareUrl", () => {
  const url = "https://example.org/a b?x=1&y=2";
  const encoded = encodeURIComponent(url);

  it("builds the Facebook sharer link with the encoded url", () => {
    expect(shareUrl("facebook", url, "hi")).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
  });

  it("builds the Twitter intent link with the encoded url and text", () => {
    expect(shareUrl("twitter", url, "Stay safe & share")).toBe(
      `https://twitter.com/intent/tweet?url=${encoded}&text=Stay%20safe%20%26%20share`,
    );
  });

  it("builds the LinkedIn share link with the encoded url", () => {
    expect(shareUrl("linkedin", url, "hi")).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
  });

  it("opens a 600x400 popup", () => {
    expect(SHARE_POPUP_FEATURES.split(",")).toEqual(expect.arrayContaining(["width=600", "height=400"]));
  });
});

describe("text size cookie", () => {
  it("is normal when there is no cookie", () => {
    expect(textSizeFromCookie(null)).toBe("normal");
  });

  it("reads a valid size among other cookies", () => {
    expect(textSizeFromCookie("a=1; text-size=larger; b=2")).toBe("larger");
  });

  it("is normal for an unknown value", () => {
    expect(textSizeFromCookie("text-size=huge")).toBe("normal");
  });

  it("is normal, not an error, for a malformed value", () => {
    expect(textSizeFromCookie("text-size=%E0")).toBe("normal");
    expect(textSizeFromCookie("text-size=%")).toBe("normal");
  });

  it("writes a one-year, site-wide, Lax cookie", () => {
    expect(textSizeCookie("large", false)).toBe("text-size=large; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(textSizeCookie("large", true)).toBe("text-size=large; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
  });

  it("marks the reader's size pressed in every control of a kept page (the top bar's and the footer's)", () => {
    const control = `<button ${textSizeButtonMark("normal", true)}></button><button ${textSizeButtonMark("larger", false)}></button>`;
    const html = markTextSize(`<html lang="en"><body>${control}<footer>${control}</footer></body></html>`, "larger");
    expect(html.match(/value="larger" aria-pressed="true"/g)).toHaveLength(2);
    expect(html).not.toContain('value="normal" aria-pressed="true"');
  });
});

describe("the newsletter email (its one schema)", () => {
  const checkNewsletterEmail = (email: string | undefined) => {
    const result = parseForm(newsletterForm, new URLSearchParams(email === undefined ? {} : { email }));
    return result.ok ? { ok: true, email: result.data.email } : { ok: false, error: result.errors.email };
  };

  it("refuses a blank value", () => {
    expect(checkNewsletterEmail("")).toEqual({ ok: false, error: NEWSLETTER_ERRORS.blank });
  });

  it("refuses a value that is only whitespace", () => {
    expect(checkNewsletterEmail("   ")).toEqual({ ok: false, error: NEWSLETTER_ERRORS.blank });
  });

  it("refuses a non-string value as blank", () => {
    expect(checkNewsletterEmail(undefined)).toEqual({ ok: false, error: NEWSLETTER_ERRORS.blank });
  });

  it("refuses a malformed address", () => {
    expect(checkNewsletterEmail("mary at example")).toEqual({ ok: false, error: NEWSLETTER_ERRORS.malformed });
  });

  it("refuses an address longer than 254 characters", () => {
    const email = `${"a".repeat(243)}@example.com`; // 255
    expect(checkNewsletterEmail(email)).toEqual({ ok: false, error: NEWSLETTER_ERRORS.tooLong });
  });

  it("accepts an address of exactly 254 characters", () => {
    const email = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`;
    expect(email).toHaveLength(254);
    expect(checkNewsletterEmail(email)).toEqual({ ok: true, email });
  });

  it("trims and lower-cases a valid address", () => {
    expect(checkNewsletterEmail("  Mary@Example.ORG ")).toEqual({ ok: true, email: "mary@example.org" });
  });
});

describe("the sender a sign-up tells the reader to look for", () => {
  it("is the name and the address of EMAIL_FROM", () => {
    expect(senderOf("Scam Shield Alerts <alerts@scamshield.example>")).toEqual({
      name: "Scam Shield Alerts",
      address: "alerts@scamshield.example",
    });
    expect(senderOf('"Scam Shield" <alerts@example.org>')).toEqual({ name: "Scam Shield", address: "alerts@example.org" });
  });

  it("is the address alone when there is no name", () => {
    expect(senderOf("alerts@example.org")).toEqual({ name: null, address: "alerts@example.org" });
    expect(senderOf("<alerts@example.org>")).toEqual({ name: null, address: "alerts@example.org" });
  });
});

describe("parseAnalyticsEvent", () => {
  it("accepts a known event with its own fields", () => {
    expect(parseAnalyticsEvent({ name: "social_share", fields: { platform: "facebook", content: "guide" } })).toEqual({
      ok: true,
      event: { name: "social_share", fields: { platform: "facebook", content: "guide" } },
    });
  });

  it("refuses an unknown event name", () => {
    expect(parseAnalyticsEvent({ name: "page_spy", fields: {} }).ok).toBe(false);
  });

  it("refuses an unknown field", () => {
    expect(parseAnalyticsEvent({ name: "video_watch", fields: { video_id: "v1", email: "a@b.c" } }).ok).toBe(false);
  });

  it("refuses a field of the wrong type", () => {
    expect(parseAnalyticsEvent({ name: "scam_search", fields: { query: "irs", results: "many" } }).ok).toBe(false);
  });

  it("refuses extra top-level keys", () => {
    expect(parseAnalyticsEvent({ name: "video_watch", ip: "1.2.3.4" }).ok).toBe(false);
  });

  it("defaults missing fields to {}", () => {
    expect(parseAnalyticsEvent({ name: "video_watch" })).toEqual({ ok: true, event: { name: "video_watch", fields: {} } });
  });
});

describe("seoMeta", () => {
  const tags = seoMeta({ title: "About", description: "Who we are", path: "/about" }, "https://example.org", "Scam Shield for Seniors");

  it("gives an absolute canonical link", () => {
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://example.org/about" });
  });

  it("adds the site name to the title", () => {
    expect(tags).toContainEqual({ title: "About | Scam Shield for Seniors" });
  });

  it("gives the description", () => {
    expect(tags).toContainEqual({ name: "description", content: "Who we are" });
  });

  it("adds noindex only when asked", () => {
    expect(tags.some((t) => "name" in t && t.name === "robots")).toBe(false);
    const hidden = seoMeta({ title: "X", description: "d", path: "/x", noindex: true }, "https://example.org", "Scam Shield for Seniors");
    expect(hidden).toContainEqual({ name: "robots", content: "noindex" });
  });
});

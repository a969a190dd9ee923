import { findPhoneNumbersInText } from "libphonenumber-js/min";
import { describe, expect, it } from "vitest";
import { OFFICIAL_SITES, SCAM_EXAMPLE_HOSTS } from "~/content/official-sites";
import { remarkTextLinks } from "~/lib/remark-text-links";
import { hostOf, isFictionNumber, splitTextLinks, type TextPiece } from "~/lib/text-links";
import { CONTENT_SENTENCES } from "../support/content-strings";

const split = (text: string) => splitTextLinks(text, OFFICIAL_SITES);
const links = (text: string) => split(text).filter((p) => p.kind !== "text");

describe("splitTextLinks", () => {
  it("makes every way the content writes a number a tel: link, and keeps the sentence whole", () => {
    const text = "Call 1-833-372-8311, 877-908-3360 or (800) 633-4227 now.";
    expect(links(text)).toEqual([
      { kind: "tel", text: "1-833-372-8311", href: "tel:+18333728311" },
      { kind: "tel", text: "877-908-3360", href: "tel:+18779083360" },
      { kind: "tel", text: "(800) 633-4227", href: "tel:+18006334227" },
    ]);
    expect(
      split(text)
        .map((p) => p.text)
        .join(""),
    ).toBe(text);
  });

  it("dials numbers written in letters by the keypad", () => {
    expect(links("1-800-MEDICARE and 833-FRAUD-11 and 1-800-HHS-TIPS")).toEqual([
      { kind: "tel", text: "1-800-MEDICARE", href: "tel:+18006334227" },
      { kind: "tel", text: "833-FRAUD-11", href: "tel:+18333728311" },
      { kind: "tel", text: "1-800-HHS-TIPS", href: "tel:+18004478477" },
    ]);
  });

  it("links 911 and 988 as calls and 7726 as a text, but no other small number", () => {
    expect(links("Call 911. Call or text 988. Forward it to 7726 (SPAM).")).toEqual([
      { kind: "tel", text: "911", href: "tel:911" },
      { kind: "tel", text: "988", href: "tel:988" },
      { kind: "sms", text: "7726", href: "sms:7726" },
    ]);
    expect(links("In 2025, 500 people lost $911 and 98.8% of 7726.5 were 1911 cases")).toEqual([]);
  });

  it("never links a made-up 555-01xx number from a scam example", () => {
    expect(isFictionNumber("(945) 555-0143")).toBe(true);
    expect(isFictionNumber("1-833-372-8311")).toBe(false);
    expect(links("Text from (945) 555-0143")).toEqual([{ kind: "example", text: "(945) 555-0143" }]);
  });

  it("links official addresses, with or without https://, leaving the sentence's punctuation out", () => {
    expect(links("Report at https://reportfraud.ftc.gov/. Then IdentityTheft.gov, and sec.gov/tcr.")).toEqual([
      { kind: "url", text: "https://reportfraud.ftc.gov/", href: "https://reportfraud.ftc.gov/" },
      { kind: "url", text: "IdentityTheft.gov", href: "https://www.identitytheft.gov/" },
      { kind: "url", text: "sec.gov/tcr", href: "https://www.sec.gov/tcr" },
    ]);
    expect(links("(https://smpresource.org/)")).toEqual([
      { kind: "url", text: "https://smpresource.org/", href: "https://smpresource.org/" },
    ]);
  });

  it("shows a scam's address as an example, never as a link, and leaves e-mail addresses alone", () => {
    expect(links("Update at usps-redelivery-help.com (a fake site)")).toEqual([{ kind: "example", text: "usps-redelivery-help.com" }]);
    expect(links("Write to help@reportfraud.ftc.gov")).toEqual([]);
    expect(links("whether it starts with https://.")).toEqual([]);
  });
});

/*
 * The content test of docs/decisions/0021-numbers-and-addresses.md: every number and address in the site's words, found independently
 * (libphonenumber-js for numbers), becomes a link through splitTextLinks, and every address is
 * either an official site or a known scam example. Rendering goes through RichText (and the MDX
 * plugin), so this is what the reader gets; tests/e2e/reflow-and-links.spec.ts checks the pages.
 * The content's sentences come from tests/support/content-strings.ts.
 */
const ADDRESS = /(?<![\w@/.-])(?:https?:\/\/)?(?:[a-z0-9-]+\.)+(?:gov|com|org|net|us|info|ly)\b/gi;

describe("every number and address in the content", () => {
  it("finds a good share of the site's words to check", () => {
    expect(CONTENT_SENTENCES.length).toBeGreaterThan(1000);
  });

  it("is a tap-to-call link (numbers found by libphonenumber-js)", () => {
    const missed: string[] = [];
    let found = 0;
    for (const text of CONTENT_SENTENCES) {
      const tels = split(text).filter((p): p is Extract<TextPiece, { kind: "tel" }> => p.kind === "tel");
      for (const n of findPhoneNumbersInText(text, "US")) {
        const shown = text.slice(n.startsAt, n.endsAt);
        if (isFictionNumber(shown)) continue;
        found += 1;
        if (!tels.some((t) => t.href === `tel:${n.number.number}`)) missed.push(`${shown} in "${text.slice(0, 80)}"`);
      }
    }
    expect(found).toBeGreaterThan(150);
    expect(missed).toEqual([]);
  });

  it("is a link to an official site or a known scam example", () => {
    const unknown = new Set<string>();
    let linked = 0;
    for (const text of CONTENT_SENTENCES) {
      const pieces = split(text);
      for (const m of text.matchAll(ADDRESS)) {
        const host = hostOf(m[0]);
        if (/^\d+(\.\d+)*$/.test(host.split(".").slice(0, -1).join("."))) continue;
        if (OFFICIAL_SITES[host]) {
          expect(pieces.some((p) => p.kind === "url" && hostOf(p.text) === host)).toBe(true);
          linked += 1;
        } else if (!SCAM_EXAMPLE_HOSTS.has(host)) unknown.add(`${m[0]} in "${text.slice(0, 80)}"`);
      }
    }
    expect(linked).toBeGreaterThan(100);
    expect([...unknown]).toEqual([]);
  });

  it("has every official site on https", () => {
    for (const url of Object.values(OFFICIAL_SITES)) expect(url).toMatch(/^https:\/\/[^/]+\/$/);
  });
});

describe("remarkTextLinks (blog posts)", () => {
  it("turns numbers in a post's text into links with the same classes, and leaves existing links alone", () => {
    const tree = {
      type: "root",
      children: [
        {
          type: "paragraph",
          children: [
            { type: "text", value: "Call 1-833-372-8311 or see usps-redelivery-help.com." },
            { type: "link", url: "https://www.ic3.gov/", children: [{ type: "text", value: "ic3.gov, 988" }] },
          ],
        },
        { type: "paragraph", children: [{ type: "link", url: "tel:+18773824357", children: [{ type: "text", value: "1-877-382-4357" }] }] },
      ],
    };
    remarkTextLinks({ split })(tree);
    const [paragraph] = tree.children;
    expect(paragraph!.children).toEqual([
      { type: "text", value: "Call " },
      {
        type: "link",
        url: "tel:+18333728311",
        children: [{ type: "text", value: "1-833-372-8311" }],
        data: { hProperties: { className: ["tap-number"] } },
      },
      { type: "text", value: " or see " },
      {
        type: "emphasis",
        children: [{ type: "text", value: "usps-redelivery-help.com" }],
        data: { hName: "span", hProperties: { className: ["example-address"] } },
      },
      { type: "text", value: "." },
      { type: "link", url: "https://www.ic3.gov/", children: [{ type: "text", value: "ic3.gov, 988" }] },
    ]);
    expect(tree.children[1]!.children[0]).toMatchObject({ data: { hProperties: { className: ["tap-number"] } } });
  });
});

import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/forms";
import { familyKitForm, KIT_LIMITS } from "~/features/forms/family-kit-schema";
import { telHref } from "~/features/forms/contact";
import { type KitDetails, kitPdf, WALLET_CARD } from "~/features/help-now/plan-pdf.server";
import { fontFaces, textWidth } from "~/features/pdf/font.server";
import { inspectPdf } from "../support/pdf-inspect";
import { HOTLINE } from "../support/hotline";

/** A credit card, 3.375 x 2.125 inches, in points (72 to the inch). */
const CARD = { width: 3.375 * 72, height: 2.125 * 72 };

const TYPICAL: KitDetails = {
  people: [
    { name: "Ann", phone: "555-123-4567 ext 4" },
    { name: "Bob", phone: "(555) 123-4568" },
    { name: "", phone: "" },
  ],
  bank: "1-800-555-0100",
};
/** Nothing typed: lines to write on by hand. */
const BLANK: KitDetails = { people: [1, 2, 3].map(() => ({ name: "", phone: "" })), bank: "" };
const LONGEST: KitDetails = {
  people: [1, 2, 3].map((n) => ({
    name: `${"Maximiliana Wolfeschlegelstein".padEnd(KIT_LIMITS.name - 1, "n")}${n}`,
    phone: "+1 (555) 123-4567 extension 12",
  })),
  bank: "+1 (555) 123-4567 extension 99",
};

/** The card's cut line, and each text span with the panel it sits in. */
async function card(details: KitDetails) {
  const pdf = await inspectPdf(await kitPdf("card", details));
  const faces = await fontFaces();
  const cut = pdf.outlines[0]!;
  const spans = pdf.spans.map((s) => ({ ...s, right: s.x + textWidth(s.bold ? faces.bold : faces.regular, s.text, s.size) }));
  const onCard = spans.filter((s) => s.y > cut.y && s.y < cut.y + cut.height);
  const fold = cut.x + cut.width / 2;
  return { pdf, cut, onCard, front: onCard.filter((s) => s.x < fold), back: onCard.filter((s) => s.x >= fold), fold };
}

describe("the wallet card", () => {
  it("is two credit-card-size panels on a letter page, to cut out and fold", async () => {
    expect(WALLET_CARD).toEqual(CARD);
    const { pdf, cut } = await card(TYPICAL);
    expect(pdf.pageSizes).toEqual([{ width: 612, height: 792 }]);
    expect(pdf.outlines).toHaveLength(1);
    expect(cut.width).toBeCloseTo(CARD.width * 2, 1);
    expect(cut.height).toBeCloseTo(CARD.height, 1);
    // Inside the page's printable area (half an inch from each edge).
    expect(cut.x).toBeGreaterThanOrEqual(36);
    expect(cut.x + cut.width).toBeLessThanOrEqual(612 - 36);
  });

  it.each([
    ["typical", TYPICAL],
    ["blank", BLANK],
    ["longest", LONGEST],
  ])("keeps every word of a %s card inside its panel: the numbers on the front, the rules on the back", async (_, details) => {
    const { cut, front, back, fold } = await card(details);
    for (const s of front) {
      expect(s.x, s.text).toBeGreaterThanOrEqual(cut.x + 4);
      expect(s.right, s.text).toBeLessThanOrEqual(fold - 4);
    }
    for (const s of back) expect(s.right, s.text).toBeLessThanOrEqual(cut.x + cut.width - 4);
    for (const s of [...front, ...back]) {
      // The baseline inside, with room for the letters above it and below it.
      expect(s.y - s.size * 0.25, s.text).toBeGreaterThanOrEqual(cut.y + 2);
      expect(s.y + s.size * 0.8, s.text).toBeLessThanOrEqual(cut.y + cut.height - 2);
    }
    const words = (spans: typeof front) => spans.map((s) => s.text.trim()).join(" ");
    expect(words(front)).toContain(`National Elder Fraud Hotline: ${HOTLINE.text}`);
    expect(words(back)).toContain("Never keep it secret.");
  });

  it("prints in the largest type that fits: 14 pt or larger for a typical card, never under 8 pt", async () => {
    const typical = await card(TYPICAL);
    expect(Math.min(...typical.front.map((s) => s.size))).toBeGreaterThanOrEqual(14);
    expect(Math.min(...typical.back.map((s) => s.size))).toBeGreaterThanOrEqual(11);
    const longest = await card(LONGEST);
    expect(Math.min(...longest.onCard.map((s) => s.size))).toBeGreaterThanOrEqual(8);
  });

  it("makes a number with an extension a tel: link that dials the extension after a pause", async () => {
    const { pdf } = await card(TYPICAL);
    expect(pdf.links.map((l) => l.uri)).toEqual(expect.arrayContaining(["tel:5551234567,4", "tel:5551234568", HOTLINE.href]));
    expect(pdf.lines).toContain("Ann: 555-123-4567 ext 4");
  });
});

describe("the family kit's phone numbers", () => {
  const phone1 = (value: string) => parseForm(familyKitForm, new URLSearchParams({ phone1: value, format: "card" }));

  it.each([
    "555-123-4567",
    "555-123-4567 ext 4",
    "555-123-4567 x4",
    "555-123-4567 ext. 4",
    "(555) 123-4567 extension 12",
    "+1 555 123 4567 Ext 4",
  ])("accepts %j", (value) => {
    expect(phone1(value).ok).toBe(true);
  });

  it.each(["call me maybe", "555-123-4567 ext", "ext 4", "555-CALL-NOW", "555-123-4567 ext 4 please"])(
    "refuses %j, saying how to write it and keeping what was typed",
    (value) => {
      const result = phone1(value);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.errors.phone1).toBe("Please enter the first number like 202-555-0123, or with an extension like 202-555-0123 ext 4.");
        expect(result.values.phone1).toBe(value);
      }
    },
  );

  it("dials an extension after a pause, and nothing but digits", () => {
    expect(telHref("555-123-4567 ext 4")).toBe("tel:5551234567,4");
    expect(telHref("555-123-4567 x4")).toBe("tel:5551234567,4");
    expect(telHref("+1 (555) 123-4567 Ext. 12")).toBe("tel:+15551234567,12");
    expect(telHref("555-123-4567")).toBe("tel:5551234567");
  });
});

import { describe, expect, it } from "vitest";
import { SCAM_GUIDES } from "~/content/guides";
import { guidePdfKey } from "~/features/pdf/guide-pdf.server";
import { drawable, fontFaces } from "~/features/pdf/font.server";
import { linkPieces, words } from "~/features/pdf/text-pieces.server";
import { caregiverPdf, guideModel, guidePdf, onlineAt, type PdfModel, pdfKey, recoveryPdf, renderPdf } from "~/features/pdf/pdf.server";
import { kitPdf } from "~/features/help-now/plan-pdf.server";
import { inspectPdf } from "../support/pdf-inspect";
import { HOTLINE } from "../support/hotline";

const SITE = "https://www.example.org";
const phoneScams = SCAM_GUIDES.find((g) => g.id === "phone-scams")!;

describe("links in PDF text", () => {
  const links = (text: string) => linkPieces(text).flatMap((p) => (p.uri ? [[p.text, p.uri]] : []));

  it("makes every web address a link, leaving trailing punctuation outside", () => {
    expect(links("Report it at https://reportfraud.ftc.gov/. Or IdentityTheft.gov, or sec.gov/tcr.")).toEqual([
      ["https://reportfraud.ftc.gov/", "https://reportfraud.ftc.gov/"],
      ["IdentityTheft.gov", "https://www.identitytheft.gov/"],
      ["sec.gov/tcr", "https://www.sec.gov/tcr"],
    ]);
  });

  it("makes every phone number a tel: link, letters dialled as digits, and 7726 an sms: link", () => {
    expect(
      links("Call 1-833-372-8311, (877) 908-3360, 888-397-3742, 1-800-MEDICARE or 1-833-FRAUD-11; call 911; text 7726 (SPAM)."),
    ).toEqual([
      ["1-833-372-8311", "tel:+18333728311"],
      ["(877) 908-3360", "tel:+18779083360"],
      ["888-397-3742", "tel:+18883973742"],
      ["1-800-MEDICARE", "tel:+18006334227"],
      ["1-833-FRAUD-11", "tel:+18333728311"],
      ["911", "tel:911"],
      ["7726", "sms:7726"],
    ]);
  });

  it("never links a scam's address or a made-up number", () => {
    expect(links("Not usps-redelivery-help.com, not (945) 555-0143.")).toEqual([]);
  });

  it("leaves years, amounts, ranges and e-mail addresses alone", () => {
    expect(links("In 1988 they took $1,000 over 10-15 days; write to help@example.org or call 1-800-ABC.")).toEqual([]);
  });

  it("keeps a phone number, and the punctuation around it, as one word that never breaks", () => {
    expect(words(linkPieces("the hotline (1-833-372-8311).")).map((w) => w.map((p) => p.text).join(""))).toEqual([
      "the",
      "hotline",
      "(1-833-372-8311).",
    ]);
  });
});

describe("PDF text and the embedded font", () => {
  it("keeps typographic marks the font has and replaces or drops what it lacks", async () => {
    const { regular } = await fontFaces();
    expect(drawable(regular, "“Grandma,” it’s me – help… → ✓ 🙂")).toBe("“Grandma,” it’s me – help… -> - ");
  });
});

describe("tagged large-print PDFs", () => {
  it("tags a guide: one H1, sections as H2, paragraphs and lists in the model's reading order", async () => {
    const model = guideModel(phoneScams, SITE);
    const pdf = await inspectPdf(await renderPdf(model));
    const top = pdf.structure.filter((s) => /^ {2}\S/.test(s)).map((s) => s.trim());
    const expected = model.blocks.map((b) => (b.kind === "heading" ? `H${b.level}` : b.kind === "list" ? "L" : "P"));
    expect(top).toEqual(expected);
    expect(pdf.structure[0]).toBe("Document");
    const item = pdf.structure.indexOf("    LI");
    expect(pdf.structure.slice(item, item + 3)).toEqual(["    LI", "      Lbl", "      LBody"]);
    expect(pdf.marked && pdf.pagesTagged && pdf.parentTreeMatches && pdf.displayDocTitle && pdf.xmpUa).toBe(true);
    expect(pdf.lang).toBe("en-US");
    expect(pdf.title).toBe("Phone Scams");
  });

  it("reads back the guide's words, with large print, page numbers as artifacts and every link tagged", async () => {
    const pdf = await inspectPdf(await guidePdf(phoneScams, SITE));
    const text = pdf.lines.join("\n");
    expect(text).toContain("How This Scam Occurs");
    expect(text).toContain("“suspended.”");
    expect(pdf.artifacts).toEqual(Array.from({ length: pdf.pages }, (_, i) => `Page ${i + 1} of ${pdf.pages}`));
    expect(pdf.links.map((l) => l.uri)).toEqual(
      expect.arrayContaining([HOTLINE.href, "https://reportfraud.ftc.gov/", `${SITE}/scam-types/phone-scams`]),
    );
    expect(pdf.links.every((l) => l.tagged)).toBe(true);
    expect(pdf.links.find((l) => l.uri === HOTLINE.href)?.contents).toBe(`Call ${HOTLINE.text}`);
    expect(pdf.fonts.map((f) => [f.name.slice(7), f.embedded]).sort()).toEqual([
      ["AtkinsonHyperlegibleNext-Bold", "FontFile2"],
      ["AtkinsonHyperlegibleNext-Regular", "FontFile2"],
    ]);
  });

  it("never breaks a phone number across lines, wherever it falls in a line", async () => {
    const paragraphs = Array.from({ length: 40 }, (_, i) => `${"word ".repeat(8)}${"x".repeat(i % 20)} call 1-833-372-8311 now.`);
    const model: PdfModel = { title: "Wrap", subject: "Wrap", blocks: paragraphs.map((text) => ({ kind: "paragraph", text })) };
    const pdf = await inspectPdf(await renderPdf(model));
    const withNumber = pdf.lines.filter((l) => /1-|8311/.test(l));
    expect(withNumber.length).toBe(40);
    for (const line of withNumber) expect(line).toContain("1-833-372-8311");
    expect(pdf.links.filter((l) => l.uri === "tel:+18333728311")).toHaveLength(40);
  });

  it.each([
    ["caregiver guide", () => caregiverPdf(SITE)],
    ["recovery plan", () => recoveryPdf(SITE)],
    ["wallet card", () => kitPdf("card", { people: [{ name: "Ann", phone: "555-123-4567" }], bank: "" })],
    ["fridge sheet", () => kitPdf("sheet", { people: [{ name: "Ann", phone: "(555) 123 4567" }], bank: "1-800-555-0100" })],
  ])("tags the %s too, with the font embedded and live numbers", async (_, make) => {
    const pdf = await inspectPdf(await make());
    expect(pdf.marked && pdf.pagesTagged && pdf.parentTreeMatches && pdf.xmpUa).toBe(true);
    expect(pdf.structure.filter((s) => s.trim() === "H1")).toHaveLength(1);
    expect(pdf.fonts.every((f) => f.embedded === "FontFile2")).toBe(true);
    expect(pdf.links.map((l) => l.uri)).toContain(HOTLINE.href);
    expect(pdf.links.every((l) => l.tagged)).toBe(true);
  });

  it("links the site's own address whatever SITE_URL is, but not a scam's address", async () => {
    const pdf = await inspectPdf(
      await renderPdf({
        title: "T",
        subject: "S",
        blocks: [
          { kind: "paragraph", text: "Not paypa1-support-center.com." },
          onlineAt("This guide online", "https://scams.example.net/x"),
        ],
      }),
    );
    expect(pdf.links.map((l) => l.uri)).toEqual(["https://scams.example.net/x"]);
  });

  it("makes a typed number on the kit a live link as typed", async () => {
    const pdf = await inspectPdf(await kitPdf("sheet", { people: [{ name: "Ann", phone: "(555) 123 4567" }], bank: "" }));
    expect(pdf.links.map((l) => l.uri)).toContain("tel:5551234567");
    expect(pdf.lines).toContain("Ann: (555) 123 4567");
  });
});

describe("stored guide PDF names", () => {
  it("are {slug}.{hash}.pdf, the same for the same words and address", async () => {
    const key = await guidePdfKey("phone-scams", SITE);
    expect(key).toMatch(/^phone-scams\.[0-9a-f]{16}\.pdf$/);
    expect(await guidePdfKey("phone-scams", SITE)).toBe(key);
    expect(await guidePdfKey("no-such-guide", SITE)).toBeNull();
  });

  it("change when the site address changes", async () => {
    expect(await guidePdfKey("phone-scams", "https://other.example.org")).not.toBe(await guidePdfKey("phone-scams", SITE));
  });

  it("change when the words change, even by one character", async () => {
    const model = guideModel(phoneScams, SITE);
    const edited = guideModel({ ...phoneScams, summary: `${phoneScams.summary}!` }, SITE);
    expect(await pdfKey("phone-scams", edited, SITE)).not.toBe(await pdfKey("phone-scams", model, SITE));
  });
});

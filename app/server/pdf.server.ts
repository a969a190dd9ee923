import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { EMERGENCY_LINE, OFFICIAL_LINKS, SITE_NAME } from "~/content/site";
import { CAREGIVER_INTRO, CAREGIVER_MODULES, EMERGENCY_RESPONSE, WARNING_SIGNS } from "~/content/help/caregiver";
import { RECOVERY_CHECKLIST, RECOVERY_INTRO, RECOVERY_PHASES, URGENT_ALERT } from "~/content/help/recovery";
import type { ScamGuide } from "~/content/types";
import { parseNumberedSteps } from "~/lib/guides";

/** Large print (DESIGN.md): body 18pt, headings larger, wide margins, US Letter. */
export const PAGE = { width: 612, height: 792, margin: 54 };
export const SIZE = { title: 30, heading: 22, body: 18, small: 14 };
export const INK = rgb(0.1, 0.1, 0.1);
export const BRAND = rgb(0.12, 0.23, 0.54);

/** The standard PDF fonts only know Latin-1 (WinAnsi): typographic marks become plain ones. */
export function pdfSafe(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/[\u2022\u25CF]/g, "-")
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, "");
}

/** Text broken into lines that fit `width` at `size` (a word longer than the width keeps a line of its own). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of pdfSafe(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  return out;
}

export class Writer {
  private page!: PDFPage;
  private y = 0;
  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  text(text: string, { size = SIZE.body, font = this.regular, color = INK, indent = 0, prefix = "", gapAfter = 8 } = {}) {
    const width = PAGE.width - PAGE.margin * 2 - indent;
    const lineHeight = size * 1.4;
    wrapText(text, font, size, width - (prefix ? font.widthOfTextAtSize(prefix, size) : 0)).forEach((line, i) => {
      if (this.y - lineHeight < PAGE.margin) this.newPage();
      this.y -= lineHeight;
      const lead = i === 0 ? prefix : " ".repeat(prefix.length);
      this.page.drawText(`${lead}${line}`, { x: PAGE.margin + indent, y: this.y, size, font, color });
    });
    this.y -= gapAfter;
  }

  title(text: string) {
    this.text(text, { size: SIZE.title, font: this.bold, gapAfter: 12 });
  }

  heading(text: string) {
    if (this.y - SIZE.heading * 3 < PAGE.margin) this.newPage();
    this.y -= 10;
    this.text(text, { size: SIZE.heading, font: this.bold, color: BRAND, gapAfter: 6 });
  }

  list(items: readonly string[], numbered = false) {
    for (const [i, item] of items.entries()) this.text(item, { prefix: numbered ? `${i + 1}. ` : "- ", indent: 8, gapAfter: 6 });
  }
}

/** A new large-print document with the site's name, the title, the summary and the emergency line. */
export async function openDocument(title: string, summary: string): Promise<{ doc: PDFDocument; w: Writer }> {
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(title));
  doc.setAuthor(SITE_NAME);
  doc.setSubject(pdfSafe(summary));
  doc.setLanguage("en-US");
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  w.text(SITE_NAME, { size: SIZE.small, color: BRAND });
  w.title(title);
  w.text(summary);
  w.text(`Scam happening now? Call the ${EMERGENCY_LINE.name}: ${EMERGENCY_LINE.display} (${EMERGENCY_LINE.hours}).`, { color: BRAND });
  return { doc, w };
}

function helpSection(w: Writer) {
  w.heading("Where to get help");
  w.list([
    `${EMERGENCY_LINE.name}: ${EMERGENCY_LINE.display}, ${EMERGENCY_LINE.hours}.`,
    `Report fraud to the Federal Trade Commission: ${OFFICIAL_LINKS.ftcReport.url}`,
    `FBI Internet Crime Complaint Center: ${OFFICIAL_LINKS.ic3.url}`,
    `Identity theft recovery plan: ${OFFICIAL_LINKS.identityTheft.url}`,
    `AARP Fraud Watch Network Helpline: ${OFFICIAL_LINKS.aarpHelpline.display}`,
  ]);
}

/**
 * A large-print PDF of a scam guide, from the same content as the web page: every section, the
 * emergency line and the official places to report.
 */
export async function guidePdf(guide: ScamGuide, siteUrl: string): Promise<Uint8Array> {
  const { doc, w } = await openDocument(guide.title, guide.summary);
  w.heading("How This Scam Occurs");
  for (const p of guide.howItOccurs) w.text(p);
  if (guide.trends2025) w.text(`2025 trends: ${guide.trends2025}`);
  w.heading("How to Identify");
  w.list(guide.identification);
  w.heading("Real-World Examples");
  w.text(`Common scenario: ${guide.examples.commonScenario}`);
  w.text(`Warning signs: ${guide.examples.warningSigns}`);
  w.text(`Prevention tips: ${guide.examples.preventionTips}`);
  w.heading("If You're Being Scammed");
  w.list(parseNumberedSteps(guide.immediateActions), true);
  w.heading("Recovery Steps");
  w.list(parseNumberedSteps(guide.recoverySteps), true);
  helpSection(w);
  w.text(`This guide online: ${new URL(`/scam-types/${guide.id}`, siteUrl).toString()} (last updated ${guide.lastUpdated}).`, {
    size: SIZE.small,
  });
  return doc.save();
}

/** The caregiver guide on paper: warning signs, the five ways to help, the emergency response. */
export async function caregiverPdf(siteUrl: string): Promise<Uint8Array> {
  const { doc, w } = await openDocument(CAREGIVER_INTRO.title, CAREGIVER_INTRO.intro);
  w.heading("Warning signs to watch for");
  for (const group of WARNING_SIGNS) {
    w.text(group.category, { color: BRAND });
    w.list(group.signs);
  }
  for (const m of CAREGIVER_MODULES) {
    w.heading(m.title);
    w.text(m.description);
    w.list(m.keyPoints);
  }
  w.heading("If a scam is happening: the first 30 minutes");
  w.list(EMERGENCY_RESPONSE.first30Minutes, true);
  w.heading("The first 24 hours");
  w.list(EMERGENCY_RESPONSE.first24Hours, true);
  helpSection(w);
  w.text(`This guide online: ${new URL("/caregiver-guide", siteUrl).toString()}`, { size: SIZE.small });
  return doc.save();
}

/** The recovery plan on paper: the six phases and the checklists. */
export async function recoveryPdf(siteUrl: string): Promise<Uint8Array> {
  const { doc, w } = await openDocument(RECOVERY_INTRO.title, RECOVERY_INTRO.intro);
  w.text(`${URGENT_ALERT.title} ${URGENT_ALERT.text}`);
  for (const phase of RECOVERY_PHASES) {
    w.heading(`${phase.title} (${phase.timeframe})`);
    w.text(phase.description);
    w.list(phase.actions);
  }
  for (const group of RECOVERY_CHECKLIST) {
    w.heading(`Checklist: ${group.title}`);
    w.list(group.actions);
  }
  helpSection(w);
  w.text(`This plan online: ${new URL("/recovery-hub", siteUrl).toString()}`, { size: SIZE.small });
  return doc.save();
}

import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { CALL_BEFORE_YOU_PAY, THREE_RULES } from "~/content/family-kit";
import { EMERGENCY_LINE, SITE_NAME } from "~/content/site";
import { type Plan, type PlanStep, WHEN_LABEL } from "~/lib/help-now";
import { ANY_HOUR_TITLE, SUMMARY_HINT } from "~/content/help-now/questions";
import { CACHE_POLICY } from "~/lib/cache-policy";
import type { KitFormat } from "~/lib/schemas/family-kit";
import { BRAND, INK, openDocument, type Writer, wrapText } from "./pdf.server";

/**
 * The personal plan and the family kit on paper. Both hold what a person chose or typed, so they
 * are made for each request and never stored or cached (docs/decisions/0016-help-now.md).
 */

function steps(w: Writer, title: string, list: readonly PlanStep[]) {
  if (list.length === 0) return;
  w.heading(title);
  for (const step of list) {
    w.text(`${WHEN_LABEL[step.when]}: ${step.title}`, { color: BRAND });
    w.text(step.text, { indent: 8 });
    for (const c of step.contacts) w.text(`${c.name}: ${c.display}`, { indent: 8, prefix: "- " });
    for (const l of step.links) w.text(`${l.name}: ${l.url}`, { indent: 8, prefix: "- " });
  }
}

export async function planPdf(plan: Plan, planUrl: string): Promise<Uint8Array> {
  const title = plan.audience === "me" ? "Your plan: what to do now" : "Your plan to help: what to do now";
  const { doc, w } = await openDocument(title, `${plan.verdict.headline} ${plan.verdict.reason} ${plan.verdict.noBlame}`);
  if (plan.helplinesClosed) steps(w, ANY_HOUR_TITLE, plan.anyHour);
  steps(w, "Stop the money", plan.stopMoney);
  w.heading("Who to call");
  for (const h of plan.helplines)
    w.text(`${h.helpline.name}: ${h.helpline.display}. ${h.helpline.hoursText}. ${h.helpline.purpose}`, { prefix: "- " });
  steps(w, "Lock things down", plan.lockDown);
  steps(w, "Report it", plan.report);
  w.heading("Your report summary");
  w.text(SUMMARY_HINT);
  w.text(plan.summary);
  steps(w, "Watch out for a second scam", [plan.recoveryScam]);
  if (plan.kindTalk.length) {
    w.heading("How to talk about it kindly");
    w.list(plan.kindTalk);
  }
  w.text(`This plan online: ${planUrl}`, { size: 14 });
  return doc.save();
}

export interface KitDetails {
  people: { name: string; phone: string }[];
  bank: string;
}

/** What prints where nothing was typed: lines to write on by hand. */
const BLANK = { name: "__________", phone: "______________" };

function kitLines(details: KitDetails): string[] {
  return [
    ...details.people.map((p) => `${p.name || BLANK.name}: ${p.phone || BLANK.phone}`),
    `My bank: ${details.bank || BLANK.phone}`,
    `${EMERGENCY_LINE.name}: ${EMERGENCY_LINE.display}`,
  ];
}

class Canvas {
  constructor(
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}
  /** Writes wrapped lines down from y inside [x, x + width]; returns the y below them. */
  text(text: string, x: number, y: number, width: number, size: number, bold = false, color = INK): number {
    const font = bold ? this.bold : this.regular;
    let at = y;
    for (const line of wrapText(text, font, size, width)) {
      at -= size * 1.3;
      this.page.drawText(line, { x, y: at, size, font, color });
    }
    return at - size * 0.3;
  }
}

/**
 * "Call before you pay" as a wallet card (two panels of 5 x 3 inches to cut out and fold, 14 pt and
 * larger) or a fridge sheet (one page, 20 pt and larger).
 */
export async function kitPdf(format: KitFormat, details: KitDetails): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(format === "card" ? "Call before you pay: wallet card" : "Call before you pay: fridge sheet");
  doc.setAuthor(SITE_NAME);
  doc.setLanguage("en-US");
  const page = doc.addPage([612, 792]);
  const canvas = new Canvas(page, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  const lines = kitLines(details);
  if (format === "sheet") {
    let y = 792 - 54;
    y = canvas.text(CALL_BEFORE_YOU_PAY.title.toUpperCase(), 54, y, 504, 40, true, BRAND);
    y = canvas.text("Before you pay anyone in a hurry, call one of these numbers:", 54, y - 8, 504, 22);
    for (const line of lines) y = canvas.text(line, 54, y - 6, 504, 26, true);
    y = canvas.text("Three rules", 54, y - 16, 504, 28, true, BRAND);
    THREE_RULES.forEach((rule, i) => {
      y = canvas.text(`${i + 1}. ${rule}`, 54, y - 4, 504, 22);
    });
    canvas.text(`Made at ${SITE_NAME}. Hotline hours: ${EMERGENCY_LINE.hours}.`, 54, y - 20, 504, 14);
    return doc.save();
  }
  // Two 5 x 3 inch panels, one above the other: fold along the middle line.
  const left = 54;
  const width = 360;
  const height = 216;
  const top = 792 - 72;
  const dash = { dashArray: [6, 4], borderColor: rgb(0.3, 0.3, 0.3), borderWidth: 1 };
  page.drawRectangle({ x: left, y: top - height * 2, width, height: height * 2, ...dash });
  page.drawLine({
    start: { x: left, y: top - height },
    end: { x: left + width, y: top - height },
    thickness: 1,
    dashArray: [2, 3],
    color: rgb(0.5, 0.5, 0.5),
  });
  let y = canvas.text(CALL_BEFORE_YOU_PAY.title.toUpperCase(), left + 14, top - 6, width - 28, 20, true, BRAND);
  for (const line of lines) y = canvas.text(line, left + 14, y, width - 28, 14, true);
  y = canvas.text("Three rules", left + 14, top - height - 6, width - 28, 18, true, BRAND);
  THREE_RULES.forEach((rule, i) => {
    y = canvas.text(`${i + 1}. ${rule}`, left + 14, y, width - 28, 14);
  });
  canvas.text("Cut along the dashed line. Fold in the middle.", left, top - height * 2 - 8, width, 12);
  return doc.save();
}

/** The kit's PDF as a download, from the form's checked fields. */
export async function kitPdfResponse(fields: {
  format: KitFormat;
  name1?: string | undefined;
  phone1?: string | undefined;
  name2?: string | undefined;
  phone2?: string | undefined;
  name3?: string | undefined;
  phone3?: string | undefined;
  bank?: string | undefined;
}): Promise<Response> {
  const people = [
    { name: fields.name1 ?? "", phone: fields.phone1 ?? "" },
    { name: fields.name2 ?? "", phone: fields.phone2 ?? "" },
    { name: fields.name3 ?? "", phone: fields.phone3 ?? "" },
  ];
  const bytes = await kitPdf(fields.format, { people, bank: fields.bank ?? "" });
  const file = fields.format === "card" ? "call_before_you_pay_wallet_card.pdf" : "call_before_you_pay_fridge_sheet.pdf";
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${file}"`,
      "Cache-Control": CACHE_POLICY.personal,
    },
  });
}

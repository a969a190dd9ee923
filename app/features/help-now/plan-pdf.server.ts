import { KIT_WORDS_BY_LANG as KIT_LANGUAGE_WORDS, type KitLanguage, type KitWords, telHref } from "~/features/forms";
import { type Lang, LANG_TAG } from "~/lib/i18n";
import type { HelpNowPageWords } from "./words/languages";
import { EMERGENCY_LINE } from "~/content/site";
import { CACHE_POLICY } from "~/lib/cache-policy";
import type { Plan, PlanStep } from "./plan";
import type { KitFormat } from "~/features/forms";
import {
  BRAND,
  INK,
  onlineAt,
  opening,
  PAGE,
  type PdfBlock,
  type PdfModel,
  type Piece,
  renderPdf,
  type TextStyle,
} from "~/features/pdf/index.server";

/**
 * The personal plan and the family kit on paper. Both hold what a person chose or typed, so they
 * are made for each request and never stored or cached (docs/decisions/0016-help-now.md).
 */

function steps(title: string, list: readonly PlanStep[], when: HelpNowPageWords["when"]): PdfBlock[] {
  if (list.length === 0) return [];
  return [
    { kind: "heading", level: 2, text: title },
    ...list.flatMap((step): PdfBlock[] => [
      { kind: "heading", level: 3, text: `${when[step.when]}: ${step.title}` },
      { kind: "paragraph", text: step.text },
      ...(step.items.length ? [{ kind: "list", numbered: false, items: step.items } satisfies PdfBlock] : []),
      ...(step.contacts.length || step.links.length
        ? [
            {
              kind: "list",
              numbered: false,
              items: [...step.contacts.map((c) => `${c.name}: ${c.display}`), ...step.links.map((l) => `${l.name}: ${l.url}`)],
            } satisfies PdfBlock,
          ]
        : []),
    ]),
  ];
}

/**
 * The plan on paper: the verdict is the first heading, then the steps in the web page's order.
 * Paper has the hours, never "open now", which would be wrong by the time it is read.
 */
export function planModel(plan: Plan, planUrl: string, words: HelpNowPageWords): PdfModel {
  const { plan: PLAN_WORDS, ui, when } = words;
  const title = `${ui.planTitle[plan.audience]}: ${ui.pdfTitleEnd}`;
  const summary = `${plan.verdict.reason} ${plan.verdict.noBlame}`;
  return {
    title,
    lang: LANG_TAG[words.lang],
    subject: `${plan.verdict.headline} ${summary}`,
    blocks: [
      ...opening(plan.verdict.headline, summary, ui.pdfUrgent),
      { kind: "paragraph", text: title, tone: "brand" },
      ...steps(plan.paid ? PLAN_WORDS.nowPaid : PLAN_WORDS.nowNotPaid, plan.now, when),
      ...steps(PLAN_WORDS.lockDown, plan.lockDown, when),
      { kind: "heading", level: 2, text: PLAN_WORDS.helplines },
      {
        kind: "list",
        numbered: false,
        items: plan.helplines.map((h) => `${h.helpline.name}: ${h.helpline.display}. ${h.helpline.hoursText}. ${h.helpline.purpose}`),
      },
      ...steps(PLAN_WORDS.report, plan.report, when),
      { kind: "heading", level: 2, text: plan.audience === "me" ? PLAN_WORDS.summary : PLAN_WORDS.summaryHelper },
      { kind: "paragraph", text: words.summaryHint },
      { kind: "paragraph", text: plan.summary },
      { kind: "heading", level: 2, text: PLAN_WORDS.secondScam },
      { kind: "paragraph", text: plan.recoveryScam.text },
      ...(plan.kindTalk.length
        ? [
            { kind: "heading", level: 2, text: PLAN_WORDS.kindTalk } as const,
            { kind: "list", numbered: false, items: plan.kindTalk } as const,
          ]
        : []),
      onlineAt(ui.pdfOnline, planUrl),
    ],
  };
}

export function planPdf(plan: Plan, planUrl: string, words: HelpNowPageWords): Promise<Uint8Array> {
  return renderPdf(planModel(plan, planUrl, words));
}

export interface KitDetails {
  people: { name: string; phone: string }[];
  bank: string;
}

/** What prints where nothing was typed: lines to write on by hand. */
const BLANK = { name: "__________", phone: "______________" };

/** The kit's lines of numbers, labelled in `words`' language; a typed number is a live tel: link. */
function kitLines(details: KitDetails, words: KitPdfWords): Piece[][] {
  const line = (label: string, phone: string, tel?: string): Piece[] =>
    phone ? [{ text: `${label}: ` }, { text: phone, uri: tel ?? telHref(phone), id: 0 }] : [{ text: `${label}: ${BLANK.phone}` }];
  return [
    ...details.people.map((p) => line(p.name || BLANK.name, p.phone)),
    line(words.myBank, details.bank),
    line(words.hotline, EMERGENCY_LINE.display, `tel:${EMERGENCY_LINE.tel}`),
  ];
}

type KitPdfWords = KitWords["KIT_PAGE"]["pdf"];

/** Two languages' words joined for a card or sheet that has both ("My bank / Mi banco"). */
function bothWords(first: KitPdfWords, second: KitPdfWords): KitPdfWords {
  const join = (key: keyof KitPdfWords, between = " / ") => `${first[key]}${between}${second[key]}`;
  return {
    ...first,
    cardTitle: join("cardTitle"),
    sheetTitle: join("sheetTitle"),
    heading: join("heading"),
    myBank: join("myBank"),
    rules: join("rules"),
    hotline: join("hotline"),
    cut: join("cut", " "),
  };
}

const kitStyle = (size: number, bold = false, color = INK, gapBefore = 0): TextStyle => ({
  size,
  bold,
  color,
  leading: 1.3,
  gapBefore,
  gapAfter: size * 0.3,
});

/** A credit card's size (ISO/IEC 7810 ID-1), 3.375 x 2.125 inches, in points: it fits a wallet's card slot. */
export const WALLET_CARD = { width: 243, height: 153 } as const;
/** The space between a panel's cut or fold line and its words. */
const CARD_PAD = 9;
/** The card's type sizes, largest first: each side uses the largest its words fit in. */
const CARD_SIZES = [18, 17, 16, 15, 14, 13, 12, 11.5, 11, 10.5, 10, 9.5, 9, 8.5, 8] as const;

/** The card's lines sit closer than the sheet's: a card has little room, and its lines are short. */
const cardStyle = (size: number, bold: boolean, color = INK): TextStyle => ({ size, bold, color, leading: 1.15, gapAfter: size * 0.15 });
const cardTitle = (size: number) => cardStyle(size + 2, true, BRAND);
const cardLine = (size: number) => cardStyle(size, true);
const cardRule = (size: number) => cardStyle(size, false);

/**
 * "Call before you pay" as a wallet card or a fridge sheet (one page, 20 pt and larger). The
 * card is two credit-card-size panels side by side, the numbers on the front and the three rules
 * on the back, to cut out and fold in the middle; each side's type is the largest its words fit
 * in. Tagged like the other PDFs; one page, so no page number.
 */
function kitModel(format: KitFormat, details: KitDetails, language: KitLanguage): PdfModel {
  // Both languages: the page's first language is English, the second Spanish, side by side.
  const [first, second] = language === "both" ? (["en", "es"] as const) : ([language] as const);
  const main = KIT_LANGUAGE_WORDS[first];
  const other = second ? KIT_LANGUAGE_WORDS[second] : undefined;
  const pdf = other ? bothWords(main.KIT_PAGE.pdf, other.KIT_PAGE.pdf) : main.KIT_PAGE.pdf;
  const title = format === "card" ? pdf.cardTitle : pdf.sheetTitle;
  const lang = LANG_TAG[language === "es" ? "es" : "en"];
  if (format === "sheet") {
    // `inLang`: the column's language where it is not the document's (a reader then reads it in Spanish).
    const column = (words: KitWords, sizes: readonly number[], inLang: { lang?: string } = {}): PdfBlock[][] =>
      sizes.map((size) => [
        { kind: "heading", level: 1, text: words.KIT_PAGE.pdf.heading, style: kitStyle(size * 1.5, true, BRAND), ...inLang },
        { kind: "paragraph", text: words.KIT_PAGE.pdf.before, style: kitStyle(size * 0.85, false, INK, 8), ...inLang },
        ...kitLines(details, words.KIT_PAGE.pdf).map(
          (line): PdfBlock => ({ kind: "paragraph", text: line, style: kitStyle(size, true, INK, 6), ...inLang }),
        ),
        { kind: "heading", level: 2, text: words.KIT_PAGE.pdf.rules, style: kitStyle(size * 1.08, true, BRAND, 16), ...inLang },
        { kind: "list", numbered: true, items: words.THREE_RULES, style: kitStyle(size * 0.85, false, INK, 4), ...inLang },
        { kind: "paragraph", text: words.KIT_PAGE.pdf.madeAt, style: kitStyle(14, false, INK, 20), ...inLang },
      ]);
    if (other) {
      // Two columns, each whole in its own language, each in the largest type it fits.
      const width = (PAGE.width - PAGE.margin * 2 - 18) / 2;
      const frame = (i: 0 | 1) => ({ x: PAGE.margin + (width + 18) * i, top: PAGE.height - PAGE.margin, width, bottom: PAGE.margin });
      return {
        title,
        lang,
        onePage: true,
        blocks: [
          { kind: "frame", frame: frame(0), choices: column(main, SHEET_SIZES) },
          { kind: "frame", frame: frame(1), choices: column(other, SHEET_SIZES, { lang: LANG_TAG.es }) },
        ],
      };
    }
    return { title, lang, onePage: true, blocks: column(main, [26])[0] ?? [] };
  }
  const lines = kitLines(details, pdf);
  const { width, height } = WALLET_CARD;
  const left = (PAGE.width - width * 2) / 2;
  const top = PAGE.height - PAGE.margin;
  const panel = (i: 0 | 1) => ({
    x: left + width * i + CARD_PAD,
    top: top - CARD_PAD,
    width: width - CARD_PAD * 2,
    bottom: top - height + CARD_PAD,
  });
  return {
    title,
    lang,
    onePage: true,
    // The cut line around both panels, and the fold line between them.
    drawing: [
      { color: [0.3, 0.3, 0.3], width: 1, dash: [6, 4], rect: [left, top - height, width * 2, height] },
      { color: [0.5, 0.5, 0.5], width: 1, dash: [2, 3], line: [left + width, top - height, left + width, top] },
    ],
    blocks: [
      {
        kind: "frame",
        frame: panel(0),
        choices: CARD_SIZES.map((size) => [
          { kind: "heading", level: 1, text: pdf.heading, style: cardTitle(size) },
          ...lines.map((line): PdfBlock => ({ kind: "paragraph", text: line, style: cardLine(size) })),
        ]),
      },
      {
        kind: "frame",
        frame: panel(1),
        choices: CARD_SIZES.map((size) => [
          { kind: "heading", level: 2, text: pdf.rules, style: cardTitle(size) },
          // Each language's three rules numbered 1 to 3, one list after the other.
          ...[main, ...(other ? [other] : [])].map(
            (words, i): PdfBlock => ({
              kind: "list",
              numbered: true,
              items: words.THREE_RULES,
              style: cardRule(size),
              // The second list is the Spanish one.
              ...(i === 1 ? { lang: LANG_TAG.es } : {}),
            }),
          ),
        ]),
      },
      {
        kind: "frame",
        frame: { x: left, top: top - height - 10, width: width * 2, bottom: 0 },
        choices: [[{ kind: "paragraph", text: pdf.cut, style: kitStyle(14) }]],
      },
    ],
  };
}

/** The sheet's type sizes when it has two columns, largest first. */
const SHEET_SIZES = [22, 20, 18, 17, 16, 15, 14, 13, 12] as const;

export function kitPdf(format: KitFormat, details: KitDetails, language: KitLanguage = "en"): Promise<Uint8Array> {
  return renderPdf(kitModel(format, details, language));
}

/** The kit's PDF as a download, from the form's checked fields. */
export async function kitPdfResponse(
  fields: {
    format: KitFormat;
    name1?: string | undefined;
    phone1?: string | undefined;
    name2?: string | undefined;
    phone2?: string | undefined;
    name3?: string | undefined;
    phone3?: string | undefined;
    bank?: string | undefined;
    language?: KitLanguage | undefined;
  },
  pageLang: Lang = "en",
): Promise<Response> {
  const people = [
    { name: fields.name1 ?? "", phone: fields.phone1 ?? "" },
    { name: fields.name2 ?? "", phone: fields.phone2 ?? "" },
    { name: fields.name3 ?? "", phone: fields.phone3 ?? "" },
  ];
  const language = fields.language ?? pageLang;
  const bytes = await kitPdf(fields.format, { people, bank: fields.bank ?? "" }, language);
  const { pdf } = KIT_LANGUAGE_WORDS[language === "both" ? pageLang : language].KIT_PAGE;
  const file = fields.format === "card" ? pdf.cardFile : pdf.sheetFile;
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${file}"`,
      "Cache-Control": CACHE_POLICY.personal,
    },
  });
}

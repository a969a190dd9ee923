/**
 * The document model: what a PDF says, in reading order, before any layout. The guides, the
 * caregiver guide, the recovery plan, the personal plan and the family kit build one and hand it
 * to `renderPdf` (pdf.server.ts); the layout (pdf-layout.server.ts) turns it into pages. See
 * docs/decisions/0020-tagged-pdfs.md.
 */

export type Rgb = readonly [number, number, number];

/** Large print: body 18 pt, headings larger, wide margins, US Letter. */
export const PAGE = { width: 612, height: 792, margin: 54 };
export const INK: Rgb = [0.1, 0.1, 0.1];
export const BRAND: Rgb = [0.12, 0.23, 0.54];

export interface Piece {
  text: string;
  /** A https:, tel: or sms: address when the text is a link. */
  uri?: string;
  /** Tells the links of one text apart (the parts of a link cut in two share it). */
  id?: number;
}

/** How a block looks when the large-print look (the layout's own) is not what it needs. */
export interface TextStyle {
  size: number;
  bold?: boolean;
  color: Rgb;
  /** Line height as a multiple of the size. */
  leading?: number;
  gapBefore?: number;
  gapAfter?: number;
  indent?: number;
}

/** Where words go on the page, in points from the bottom left. */
export interface Frame {
  x: number;
  top: number;
  width: number;
  bottom: number;
}

/** A line drawn on the page as decoration (the wallet card's cut and fold lines). */
export type Stroke = { color: Rgb; width: number; dash: readonly number[] } & (
  | { rect: readonly [x: number, y: number, width: number, height: number] }
  | { line: readonly [x1: number, y1: number, x2: number, y2: number] }
);

/** A block in another language than the document's (BCP 47): the kit's Spanish column beside the English one. */
type InLanguage = { lang?: string };

/**
 * A block of the model. A string's web addresses and phone numbers become links when it is laid
 * out; pieces are laid out as given. A frame moves the words into a fixed place on the page (the
 * wallet card's panels) and lays out the first of its choices that fits there, or the last.
 */
export type PdfBlock =
  | ({ kind: "heading"; level: 1 | 2 | 3; text: string; style?: TextStyle } & InLanguage)
  | ({ kind: "paragraph"; text: string | readonly Piece[]; tone?: "brand" | "small"; style?: TextStyle } & InLanguage)
  | ({ kind: "list"; numbered: boolean; items: readonly string[]; style?: TextStyle } & InLanguage)
  | { kind: "frame"; frame: Frame; choices: readonly (readonly PdfBlock[])[] };

/** A stored PDF's name is a hash of its model (pdfKey), so a change to the words makes a new file. */
export interface PdfModel {
  title: string;
  subject?: string;
  /** The document's language (BCP 47), "en-US" when not given. */
  lang?: string;
  /** A sheet to cut out or pin up (the family kit): it never runs onto a second page, and has no page number. */
  onePage?: boolean;
  /** Lines drawn on the first page before the words. */
  drawing?: readonly Stroke[];
  blocks: PdfBlock[];
}

/**
 * The layout of the tagged PDFs: a document model (pdf-model.server.ts) in, pages of positioned
 * text out. Text is cut into link and plain pieces, words that never break a link, lines, frames,
 * pages and page numbers, measured with the font's metrics only: the layout writes no PDF (the
 * writer, pdf-writer.server.ts, does). See docs/decisions/0020-tagged-pdfs.md.
 */
import type { FontMetrics } from "./font.server";
import { linkPieces, segments, type Word, words } from "./text-pieces.server";
import {
  BRAND,
  type Frame,
  INK,
  PAGE,
  type PdfBlock,
  type PdfModel,
  type Piece,
  type Rgb,
  type Stroke,
  type TextStyle,
} from "./model.server";

// ---------------------------------------------------------------------------------------------
// What the layout makes: pages of positioned text, each run tagged with its structure element.

/** A structure element's role in the tagged PDF. */
type Tag = "Document" | "H1" | "H2" | "H3" | "P" | "L" | "LI" | "Lbl" | "LBody" | "Link";

/** A structure element: its role, and its parts in reading order (elements, and runs of its own text). */
export interface Element {
  role: Tag;
  kids: (Element | Run)[];
  /** Its language when not the document's (written as the element's /Lang). */
  lang?: string;
}

/** Text in one face, size and color. */
export interface StyledText {
  text: string;
  bold: boolean;
  size: number;
  color: Rgb;
}

/** Text that is content of a structure element, and a live link when it has a link. */
export interface Run extends StyledText {
  element: Element;
  /** The address, and the area (x1 y1 x2 y2) a click or tap opens it from. */
  link?: { uri: string; rect: readonly [number, number, number, number] };
}

/** Runs shown one after another from x. */
interface Span {
  x: number;
  runs: Run[];
}

/** What is drawn on a page, in drawing order. */
type Mark =
  /** A line of text on the baseline y (a list item's first line has two spans: its label, then its text). */
  | { kind: "text"; y: number; spans: Span[] }
  /** Links' underlines (decoration). */
  | { kind: "underlines"; color: Rgb; rects: (readonly [x: number, y: number, width: number, height: number])[] }
  /** "Page N of M" at the foot of the page (pagination, read by no one). */
  | { kind: "page-number"; x: number; y: number; text: StyledText }
  /** The model's own drawing (decoration). */
  | { kind: "strokes"; strokes: readonly Stroke[] };

export interface Page {
  width: number;
  height: number;
  marks: Mark[];
}

export interface LaidOut {
  /** The structure tree's root, the Document element. */
  root: Element;
  pages: Page[];
}

// ---------------------------------------------------------------------------------------------
// Layout: lines of words (text-pieces.server.ts), frames and pages.

const SIZE = { title: 30, heading: 22, subheading: 18, body: 18, small: 14 };

/** The large-print look of a model's blocks, unless a block brings its own style. */
const STYLE = {
  h1: { size: SIZE.title, bold: true, color: INK, gapAfter: 12 },
  h2: { size: SIZE.heading, bold: true, color: BRAND, gapBefore: 10, gapAfter: 6 },
  h3: { size: SIZE.subheading, bold: true, color: BRAND, gapBefore: 2, gapAfter: 4 },
  body: { size: SIZE.body, color: INK, gapAfter: 8 },
  brand: { size: SIZE.body, color: BRAND, gapAfter: 8 },
  small: { size: SIZE.small, color: INK, gapAfter: 8 },
  item: { size: SIZE.body, color: INK, gapAfter: 6, indent: 8 },
} satisfies Record<string, TextStyle>;

const PAGE_FRAME: Frame = {
  x: PAGE.margin,
  top: PAGE.height - PAGE.margin,
  width: PAGE.width - PAGE.margin * 2,
  bottom: PAGE.margin,
};

/** A block's own style, or its kind's large-print one. */
function styleOf(b: Exclude<PdfBlock, { kind: "frame" }>): TextStyle {
  if (b.style) return b.style;
  if (b.kind === "heading") return b.level === 1 ? STYLE.h1 : b.level === 2 ? STYLE.h2 : STYLE.h3;
  if (b.kind === "list") return STYLE.item;
  return b.tone ? STYLE[b.tone] : STYLE.body;
}

/** The model on large-print pages: its structure tree, and its text placed line by line, with page numbers. */
export function layOut(model: PdfModel, metrics: FontMetrics): LaidOut {
  const layout = new Layout(metrics, !model.onePage);
  if (model.drawing) layout.page.marks.push({ kind: "strokes", strokes: model.drawing });
  layout.blocks(model.blocks);
  if (!model.onePage) layout.pageNumbers(model.lang?.startsWith("es"));
  return { root: layout.root, pages: layout.pages };
}

class Layout {
  readonly root: Element = { role: "Document", kids: [] };
  readonly pages: Page[] = [];
  page!: Page;
  private y = 0;
  private frame = PAGE_FRAME;

  constructor(
    private readonly metrics: FontMetrics,
    /** A flowing document starts a new page when a frame is full; a one-page sheet does not. */
    private readonly flow: boolean,
  ) {
    this.newPage();
  }

  blocks(blocks: readonly PdfBlock[]): void {
    for (const b of blocks) {
      if (b.kind === "heading") {
        const style = styleOf(b);
        // A heading never ends a page: it keeps about two lines of what follows with it.
        if (b.level > 1) this.keep(style.size * 1.4 + (style.gapBefore ?? 0) + SIZE.body * 3);
        this.block(`H${b.level}`, b.text, style, b.lang);
      } else if (b.kind === "paragraph") this.block("P", b.text, styleOf(b), b.lang);
      else if (b.kind === "list") this.list(b.items, b.numbered, styleOf(b), b.lang);
      else {
        this.frame = b.frame;
        this.y = b.frame.top;
        const room = b.frame.top - b.frame.bottom;
        this.blocks(b.choices.find((blocks) => this.height(blocks) <= room) ?? b.choices.at(-1) ?? []);
      }
    }
  }

  /** "Page N of M" ("Página N de M" in a Spanish document) at the foot of every page. */
  pageNumbers(spanish = false): void {
    const size = SIZE.small;
    const total = this.pages.length;
    this.pages.forEach((page, i) => {
      const text = spanish ? `Página ${i + 1} de ${total}` : `Page ${i + 1} of ${total}`;
      const x = (page.width - this.metrics.width(text, false, size)) / 2;
      page.marks.push({ kind: "page-number", x, y: size * 2, text: { text, bold: false, size, color: INK } });
    });
  }

  private newPage(): void {
    this.page = { width: PAGE.width, height: PAGE.height, marks: [] };
    this.pages.push(this.page);
    this.y = this.frame.top;
  }

  /** Starts a new page unless `height` points fit above the frame's bottom. */
  private keep(height: number): void {
    if (this.flow && this.y - height < this.frame.bottom) this.newPage();
  }

  /** `text` as a new element `tag` of the document, wrapped to the frame. */
  private block(tag: Tag, text: string | readonly Piece[], style: TextStyle, lang?: string): void {
    const elem = child(this.root, tag, lang);
    this.y -= style.gapBefore ?? 0;
    this.lines(elem, text, style, style.indent ?? 0);
    this.y -= style.gapAfter ?? 8;
  }

  /** A list: each item a LI with its label (Lbl) and its text (LBody), the text hanging after the label. */
  private list(items: readonly string[], numbered: boolean, style: TextStyle, lang?: string): void {
    if (items.length === 0) return;
    const list = child(this.root, "L", lang);
    const labels = items.map((_, i) => (numbered ? `${i + 1}.` : "•"));
    const hang = this.hang(items, numbered, style);
    items.forEach((item, i) => {
      const li = child(list, "LI");
      const label = child(li, "Lbl");
      const body = child(li, "LBody");
      this.y -= style.gapBefore ?? 0;
      this.lines(body, item, style, (style.indent ?? 0) + hang, { elem: label, text: labels[i]!, x: style.indent ?? 0 });
      this.y -= style.gapAfter ?? 6;
    });
  }

  /** How far `blocks` would move down the frame, placing nothing (to choose the choice that fits). */
  private height(blocks: readonly PdfBlock[]): number {
    return blocks.reduce((sum, b) => {
      // A frame's words go elsewhere on the page.
      if (b.kind === "frame") return sum;
      return sum + (b.kind === "list" ? this.listHeight(b.items, b.numbered, styleOf(b)) : this.blockHeight(b.text, styleOf(b)));
    }, 0);
  }

  private blockHeight(text: string | readonly Piece[], style: TextStyle): number {
    const lines = this.wrap(text, style, this.frame.width - (style.indent ?? 0)).length;
    return (style.gapBefore ?? 0) + lines * lineHeight(style) + (style.gapAfter ?? 8);
  }

  private listHeight(items: readonly string[], numbered: boolean, style: TextStyle): number {
    const hang = this.hang(items, numbered, style);
    return items.reduce(
      (sum, item) =>
        sum +
        (style.gapBefore ?? 0) +
        Math.max(1, this.wrap(item, style, this.frame.width - (style.indent ?? 0) - hang).length) * lineHeight(style) +
        (style.gapAfter ?? 6),
      0,
    );
  }

  private hang(items: readonly string[], numbered: boolean, style: TextStyle): number {
    const bold = style.bold ?? false;
    return Math.max(...items.map((_, i) => this.metrics.width(numbered ? `${i + 1}.` : "•", bold, style.size))) + style.size * 0.5;
  }

  /** `text` cut into lines of words no wider than `width`. */
  private wrap(text: string | readonly Piece[], style: TextStyle, width: number): Word[][] {
    const bold = style.bold ?? false;
    const measure = (w: Word) => w.reduce((sum, p) => sum + this.metrics.width(p.text, bold, style.size), 0);
    const space = this.metrics.width(" ", bold, style.size);
    const lines: Word[][] = [];
    let line: Word[] = [];
    let lineWidth = 0;
    const pieces =
      typeof text === "string"
        ? linkPieces(this.metrics.drawable(text, bold))
        : text.map((p) => ({ ...p, text: this.metrics.drawable(p.text, bold) }));
    for (const word of this.fit(words(pieces), width, bold, style.size)) {
      const w = measure(word);
      if (line.length && lineWidth + space + w > width) {
        lines.push(line);
        line = [];
        lineWidth = 0;
      }
      lineWidth += (line.length ? space : 0) + w;
      line.push(word);
    }
    if (line.length) lines.push(line);
    return lines;
  }

  private lines(
    elem: Element,
    text: string | readonly Piece[],
    style: TextStyle,
    indent: number,
    label?: { elem: Element; text: string; x: number },
  ) {
    const bold = style.bold ?? false;
    const run = (element: Element, text: string, link?: Run["link"]): Run => {
      const r: Run = { text, bold, size: style.size, color: style.color, element, ...(link ? { link } : {}) };
      element.kids.push(r);
      return r;
    };
    const lines = this.wrap(text, style, this.frame.width - indent);
    if (lines.length === 0 && label) lines.push([]);
    const height = lineHeight(style);
    // One Link element per link, shared by the parts of a link cut onto two lines.
    const linkElems = new Map<number, Element>();
    lines.forEach((ws, i) => {
      this.keep(height);
      this.y -= height;
      const x0 = this.frame.x + indent;
      const spans: Span[] = [];
      if (i === 0 && label) spans.push({ x: this.frame.x + label.x, runs: [run(label.elem, label.text)] });
      const body: Span = { x: x0, runs: [] };
      spans.push(body);
      let x = x0;
      const underlines: (readonly [number, number, number, number])[] = [];
      const segs = segments(ws);
      // A space ends every line but the last, so text read aloud or reflowed keeps its words apart.
      if (i < lines.length - 1 && segs.length) {
        const last = segs.at(-1)!;
        if (last.uri) segs.push({ text: " " });
        else last.text += " ";
      }
      for (const seg of segs) {
        const w = this.metrics.width(seg.text, bold, style.size);
        if (seg.uri) {
          let link = linkElems.get(seg.id ?? -1);
          if (!link) {
            link = child(elem, "Link");
            linkElems.set(seg.id ?? -1, link);
          }
          body.runs.push(run(link, seg.text, { uri: seg.uri, rect: [x, this.y - style.size * 0.25, x + w, this.y + style.size * 0.9] }));
          underlines.push([x, this.y - style.size * 0.12, w, Math.max(1, style.size / 18)]);
        } else body.runs.push(run(elem, seg.text));
        x += w;
      }
      this.page.marks.push({ kind: "text", y: this.y, spans });
      if (underlines.length) this.page.marks.push({ kind: "underlines", color: style.color, rects: underlines });
    });
  }

  /** Words wider than the line are cut (a web address after a slash where it can be). */
  private fit(ws: Word[], width: number, bold: boolean, size: number): Word[] {
    const measure = (text: string) => this.metrics.width(text, bold, size);
    const out: Word[] = [];
    for (const word of ws) {
      const total = word.reduce((sum, p) => sum + measure(p.text), 0);
      if (total <= width) {
        out.push(word);
        continue;
      }
      for (const p of word) {
        let rest = p.text;
        while (measure(rest) > width) {
          let cut = rest.length - 1;
          while (cut > 1 && measure(rest.slice(0, cut)) > width) cut--;
          const slash = rest.lastIndexOf("/", cut - 1);
          if (slash > cut / 2) cut = slash + 1;
          out.push([{ ...p, text: rest.slice(0, cut) }]);
          rest = rest.slice(cut);
        }
        if (rest) out.push([{ ...p, text: rest }]);
      }
    }
    return out;
  }
}

/** A new element `role`, the last of `parent`'s parts so far. */
function child(parent: Element, role: Tag, lang?: string): Element {
  const e: Element = lang ? { role, kids: [], lang } : { role, kids: [] };
  parent.kids.push(e);
  return e;
}

const lineHeight = (style: TextStyle) => style.size * (style.leading ?? 1.4);

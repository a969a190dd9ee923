/**
 * Text layout for the tagged PDFs (app/server/pdf-writer.server.ts writes the tagged document):
 * text cut into link and plain pieces, words that never break a link, lines, frames, pages and
 * page numbers. See docs/decisions/0020-tagged-pdfs.md.
 */
import { OFFICIAL_SITES } from "~/content/official-sites";
import { splitTextLinks } from "~/lib/text-links";
import { type FontFace, textWidth } from "./pdf-font.server";
import { color, drawable, num, type PageState, type Rgb, type StructElem, type Tag, type TaggedPdf } from "./pdf-writer.server";

// ---------------------------------------------------------------------------------------------
// Links: every web address and phone number in the text is a live link.

export interface Piece {
  text: string;
  /** A https:, tel: or sms: address when the text is a link. */
  uri?: string;
  /** Tells the links of one text apart (the parts of a link cut in two share it). */
  id?: number;
}

/**
 * `text` cut into plain pieces and link pieces, by the same rule as the web pages
 * (app/lib/text-links.ts): official addresses and real numbers are links; a scam's address or a
 * made-up 555-01xx number stays plain text.
 */
export function linkPieces(text: string): Piece[] {
  return splitTextLinks(text, OFFICIAL_SITES).map((piece, id) =>
    piece.kind === "tel" || piece.kind === "sms" || piece.kind === "url" ? { text: piece.text, uri: piece.href, id } : { text: piece.text },
  );
}

// ---------------------------------------------------------------------------------------------
// Layout: words (a link is one word that never breaks), lines, frames and pages.

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

export interface Frame {
  x: number;
  top: number;
  width: number;
  bottom: number;
}

type Word = Piece[];

/** Words of `pieces`, split at spaces; a link piece is never split, and punctuation next to it stays with it. */
export function words(pieces: readonly Piece[]): Word[] {
  const out: Word[] = [];
  let current: Word = [];
  const flush = () => {
    if (current.length) out.push(current);
    current = [];
  };
  for (const p of pieces) {
    if (p.uri) {
      current.push(p);
      continue;
    }
    const parts = p.text.split(/[ \t\n]+/);
    parts.forEach((part, i) => {
      if (i > 0) flush();
      if (part) current.push({ text: part });
    });
  }
  flush();
  return out;
}

export class Writer {
  page!: PageState;
  y = 0;
  private frame: Frame;

  constructor(
    private readonly pdf: TaggedPdf,
    private readonly pageSize: { width: number; height: number },
    frame: Frame,
    /** A flowing document starts a new page when a frame is full; a fixed layout does not. */
    private readonly flow = true,
  ) {
    this.frame = frame;
    this.newPage();
  }

  newPage(): void {
    this.page = this.pdf.addPage(this.pageSize.width, this.pageSize.height);
    this.y = this.frame.top;
  }

  moveTo(frame: Frame): void {
    this.frame = frame;
    this.y = frame.top;
  }

  /** Starts a new page unless `height` points fit above the frame's bottom. */
  keep(height: number): void {
    if (this.flow && this.y - height < this.frame.bottom) this.newPage();
  }

  /**
   * Draws `text` as a new element `tag` under `parent`, wrapped to the frame. A string's web
   * addresses and phone numbers become links; pieces are drawn as given.
   */
  block(tag: Tag, text: string | readonly Piece[], style: TextStyle, parent: StructElem = this.pdf.root): StructElem {
    const elem = this.pdf.elem(tag, parent);
    this.y -= style.gapBefore ?? 0;
    this.lines(elem, text, style, style.indent ?? 0);
    this.y -= style.gapAfter ?? 8;
    return elem;
  }

  /** A list: each item a LI with its label (Lbl) and its text (LBody), the text hanging after the label. */
  list(items: readonly string[], numbered: boolean, style: TextStyle, parent: StructElem = this.pdf.root): void {
    if (items.length === 0) return;
    const list = this.pdf.elem("L", parent);
    const labels = items.map((_, i) => (numbered ? `${i + 1}.` : "•"));
    const hang = this.hang(items, numbered, style);
    items.forEach((item, i) => {
      const li = this.pdf.elem("LI", list);
      const label = this.pdf.elem("Lbl", li);
      const body = this.pdf.elem("LBody", li);
      this.y -= style.gapBefore ?? 0;
      this.lines(body, item, style, (style.indent ?? 0) + hang, { elem: label, text: labels[i]!, x: style.indent ?? 0 });
      this.y -= style.gapAfter ?? 6;
    });
  }

  /** How far `block` would move down the frame, drawing nothing (to choose a size that fits). */
  blockHeight(text: string | readonly Piece[], style: TextStyle, width = this.frame.width): number {
    const lines = this.wrap(text, style, width - (style.indent ?? 0)).length;
    return (style.gapBefore ?? 0) + lines * lineHeight(style) + (style.gapAfter ?? 8);
  }

  /** How far `list` would move down the frame, drawing nothing. */
  listHeight(items: readonly string[], numbered: boolean, style: TextStyle, width = this.frame.width): number {
    const hang = this.hang(items, numbered, style);
    return items.reduce(
      (sum, item) =>
        sum +
        (style.gapBefore ?? 0) +
        Math.max(1, this.wrap(item, style, width - (style.indent ?? 0) - hang).length) * lineHeight(style) +
        (style.gapAfter ?? 6),
      0,
    );
  }

  private hang(items: readonly string[], numbered: boolean, style: TextStyle): number {
    const face = this.pdf.face(style.bold ?? false);
    return Math.max(...items.map((_, i) => textWidth(face, numbered ? `${i + 1}.` : "•", style.size))) + style.size * 0.5;
  }

  /** `text` cut into lines of words no wider than `width`. */
  private wrap(text: string | readonly Piece[], style: TextStyle, width: number): Word[][] {
    const face = this.pdf.face(style.bold ?? false);
    const measure = (w: Word) => w.reduce((sum, p) => sum + textWidth(face, p.text, style.size), 0);
    const space = textWidth(face, " ", style.size);
    const lines: Word[][] = [];
    let line: Word[] = [];
    let lineWidth = 0;
    const pieces = typeof text === "string" ? linkPieces(drawable(face, text)) : text.map((p) => ({ ...p, text: drawable(face, p.text) }));
    for (const word of this.fit(words(pieces), width, face, style.size)) {
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
    elem: StructElem,
    text: string | readonly Piece[],
    style: TextStyle,
    indent: number,
    label?: { elem: StructElem; text: string; x: number },
  ) {
    const pdf = this.pdf;
    const bold = style.bold ?? false;
    const face = pdf.face(bold);
    const lines = this.wrap(text, style, this.frame.width - indent);
    if (lines.length === 0 && label) lines.push([]);
    const height = lineHeight(style);
    // One Link element per link, shared by the parts of a link cut onto two lines.
    const linkElems = new Map<number, StructElem>();
    lines.forEach((ws, i) => {
      this.keep(height);
      this.y -= height;
      const page = this.page;
      const x0 = this.frame.x + indent;
      if (i === 0 && label) {
        page.ops.push(`BT ${num(this.frame.x + label.x)} ${num(this.y)} Td`);
        pdf.run(page, label.elem, label.text, bold, style.size, style.color);
        page.ops.push(`${num(indent - label.x)} 0 Td`);
      } else page.ops.push(`BT ${num(x0)} ${num(this.y)} Td`);
      let x = x0;
      const underlines: string[] = [];
      const segs = segments(ws);
      // A space ends every line but the last, so text read aloud or reflowed keeps its words apart.
      if (i < lines.length - 1 && segs.length) {
        const last = segs.at(-1)!;
        if (last.uri) segs.push({ text: " " });
        else last.text += " ";
      }
      for (const seg of segs) {
        const w = textWidth(face, seg.text, style.size);
        if (seg.uri) {
          let link = linkElems.get(seg.id ?? -1);
          if (!link) {
            link = pdf.elem("Link", elem);
            linkElems.set(seg.id ?? -1, link);
          }
          pdf.run(page, link, seg.text, bold, style.size, style.color);
          pdf.link(
            page,
            link,
            [x, this.y - style.size * 0.25, x + w, this.y + style.size * 0.9],
            seg.uri,
            linkDescription(seg.text, seg.uri),
          );
          underlines.push(`${num(x)} ${num(this.y - style.size * 0.12)} ${num(w)} ${num(Math.max(1, style.size / 18))} re`);
        } else pdf.run(page, elem, seg.text, bold, style.size, style.color);
        x += w;
      }
      page.ops.push("ET");
      if (underlines.length) pdf.artifact(page, `${color(style.color)} ${underlines.join(" ")} f`);
    });
  }

  /** Words wider than the line are cut (a web address after a slash where it can be). */
  private fit(ws: Word[], width: number, face: FontFace, size: number): Word[] {
    const out: Word[] = [];
    for (const word of ws) {
      const total = word.reduce((sum, p) => sum + textWidth(face, p.text, size), 0);
      if (total <= width) {
        out.push(word);
        continue;
      }
      for (const p of word) {
        let rest = p.text;
        while (textWidth(face, rest, size) > width) {
          let cut = rest.length - 1;
          while (cut > 1 && textWidth(face, rest.slice(0, cut), size) > width) cut--;
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

const lineHeight = (style: TextStyle) => style.size * (style.leading ?? 1.4);

/** A line's words as runs to show: plain text merged, each link on its own, spaces outside links. */
function segments(ws: readonly Word[]): Piece[] {
  const out: Piece[] = [];
  ws.forEach((word, j) => {
    for (const p of word) {
      const last = out.at(-1);
      if (!p.uri && last && !last.uri) last.text += p.text;
      else out.push({ ...p });
    }
    if (j === ws.length - 1) return;
    const last = out.at(-1)!;
    if (last.uri) out.push({ text: " " });
    else last.text += " ";
  });
  return out;
}

/** What a screen reader says for a link annotation. */
function linkDescription(shown: string, uri: string): string {
  if (uri.startsWith("tel:")) return `Call ${shown}`;
  if (uri.startsWith("sms:")) return `Text ${shown}`;
  return `Open ${shown} in a web browser`;
}

/** "Page N of M" at the foot of every page, as artifacts (a screen reader skips them). */
export function pageNumbers(pdf: TaggedPdf, pageWidth: number, size: number, fill: Rgb): void {
  const total = pdf.pages.length;
  pdf.pages.forEach((page, i) => {
    const label = `Page ${i + 1} of ${total}`;
    const x = (pageWidth - textWidth(pdf.faces.regular, label, size)) / 2;
    pdf.artifact(page, `BT ${num(x)} ${num(size * 2)} Td ${pdf.show(label, false, size, fill)} ET`, "/Type /Pagination /Subtype /Footer");
  });
}

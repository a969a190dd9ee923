import { PDFDocument, PDFHexString, PDFName, type PDFPage, type PDFRef, PDFString } from "pdf-lib";
import { embedFace, type FontFace, flateStream, fontFaces, hasGlyph, textWidth } from "./pdf-font.server";
import { OFFICIAL_SITES } from "~/content/official-sites";
import { splitTextLinks } from "~/lib/text-links";

/**
 * A tagged PDF (PDF/UA-minded) written with pdf-lib's object model: a structure tree in reading
 * order (Document, H1-H3, P, L/LI/Lbl/LBody, Link), marked content with MCIDs, a ParentTree,
 * link annotations tied to their Link elements, page numbers and decoration as artifacts, the
 * document's language and title (shown in the window's title bar) and XMP metadata that names
 * PDF/UA. See docs/decisions/0020-tagged-pdfs.md.
 */

export type Rgb = readonly [number, number, number];
export type Tag = "Document" | "H1" | "H2" | "H3" | "P" | "L" | "LI" | "Lbl" | "LBody" | "Link";

interface Mcr {
  page: PageState;
  mcid: number;
}
interface Objr {
  page: PageState;
  annot: PDFRef;
}
export interface StructElem {
  tag: Tag;
  ref: PDFRef;
  kids: (StructElem | Mcr | Objr)[];
}

interface PageState {
  page: PDFPage;
  /** This page's key in the ParentTree. */
  key: number;
  ops: string[];
  /** The element that owns each MCID on the page. */
  owners: StructElem[];
  annots: PDFRef[];
}

/** Four hex digits per UTF-16 code unit (drawable text is all in the Basic Multilingual Plane). */
const HEX4: string[] = [];
const num = (n: number) => (Math.round(n * 100) / 100).toString();
const color = (c: Rgb) => `${num(c[0])} ${num(c[1])} ${num(c[2])} rg`;
const escapeXml = (s: string) => s.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c]!);

/** Characters the font lacks, in the words a reader would expect. */
const STAND_INS: Readonly<Record<string, string>> = { "→": "->", "←": "<-", "✓": "-", "✔": "-", "●": "•", "★": "*", "\u200B": "" };

/** Text the embedded font can draw: typographic marks stay; anything it lacks is replaced or dropped. */
export function drawable(face: FontFace, text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    if (ch === "\n" || ch === "\t") out += " ";
    else if (hasGlyph(face, ch)) out += ch;
    else if (ch in STAND_INS) out += STAND_INS[ch];
  }
  return out;
}

export interface DocumentInfo {
  title: string;
  subject?: string;
  author: string;
  lang: string;
}

export class TaggedPdf {
  readonly doc: PDFDocument;
  readonly faces: { regular: FontFace; bold: FontFace };
  readonly root: StructElem;
  readonly pages: PageState[] = [];
  private nextKey = 0;
  private readonly annotKeys: { key: number; elem: StructElem }[] = [];
  private readonly used = { regular: new Set<number>(), bold: new Set<number>() };
  private readonly fontRefs: { regular: PDFRef; bold: PDFRef };
  private readonly treeRoot: PDFRef;

  private constructor(
    doc: PDFDocument,
    faces: { regular: FontFace; bold: FontFace },
    private readonly info: DocumentInfo,
  ) {
    this.doc = doc;
    this.faces = faces;
    this.treeRoot = doc.context.nextRef();
    this.fontRefs = { regular: doc.context.nextRef(), bold: doc.context.nextRef() };
    this.root = { tag: "Document", ref: doc.context.nextRef(), kids: [] };
  }

  static async create(info: DocumentInfo): Promise<TaggedPdf> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    return new TaggedPdf(doc, await fontFaces(), info);
  }

  addPage(width: number, height: number): PageState {
    const state: PageState = { page: this.doc.addPage([width, height]), key: this.nextKey++, ops: [], owners: [], annots: [] };
    this.pages.push(state);
    return state;
  }

  elem(tag: Tag, parent: StructElem): StructElem {
    const e: StructElem = { tag, ref: this.doc.context.nextRef(), kids: [] };
    parent.kids.push(e);
    return e;
  }

  face(bold: boolean): FontFace {
    return bold ? this.faces.bold : this.faces.regular;
  }

  /** The operators that show `text` in the current text object (and notes the glyphs it needs). */
  show(text: string, bold: boolean, size: number, fill: Rgb): string {
    const used = bold ? this.used.bold : this.used.regular;
    let hex = "";
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      used.add(code);
      hex += HEX4[code] ??= code.toString(16).padStart(4, "0");
    }
    return `/${bold ? "F2" : "F1"} ${num(size)} Tf ${color(fill)} <${hex}> Tj`;
  }

  /** Shows `text` as marked content of `owner`, with the next MCID of the page. */
  run(page: PageState, owner: StructElem, text: string, bold: boolean, size: number, fill: Rgb): void {
    const mcid = page.owners.length;
    page.owners.push(owner);
    owner.kids.push({ page, mcid });
    page.ops.push(`/${owner.tag} <</MCID ${mcid}>> BDC ${this.show(text, bold, size, fill)} EMC`);
  }

  /** Drawing that carries no meaning (rules, frames, underlines, page numbers). */
  artifact(page: PageState, ops: string, props = ""): void {
    page.ops.push(props ? `/Artifact <<${props}>> BDC ${ops} EMC` : `/Artifact BMC ${ops} EMC`);
  }

  /** A live link over `rect` (x1 y1 x2 y2), tied to its Link element for assistive technology. */
  link(page: PageState, elem: StructElem, rect: readonly number[], uri: string, description: string): void {
    const ctx = this.doc.context;
    const key = this.nextKey++;
    const annot = ctx.register(
      ctx.obj({
        Type: "Annot",
        Subtype: "Link",
        Rect: rect.map((v) => Math.round(v * 100) / 100),
        Border: [0, 0, 0],
        F: 4,
        // pdf-lib writes a literal string as it is: escape what would end it early.
        A: { Type: "Action", S: "URI", URI: PDFString.of(uri.replace(/[()\\]/g, "\\$&")) },
        Contents: PDFHexString.fromText(description),
        StructParent: key,
      }),
    );
    page.annots.push(annot);
    elem.kids.push({ page, annot });
    this.annotKeys.push({ key, elem });
  }

  /** Writes fonts, pages, the structure tree and the catalog entries, and returns the file. */
  async save(): Promise<Uint8Array> {
    const { doc, info } = this;
    const ctx = doc.context;
    await embedFace(doc, this.fontRefs.regular, this.faces.regular, this.used.regular);
    await embedFace(doc, this.fontRefs.bold, this.faces.bold, this.used.bold);
    // The ParentTree: for each page, the owner of each MCID; for each annotation, its Link element.
    const parents: [number, PDFRef | PDFRef[]][] = this.annotKeys.map(({ key, elem }) => [key, elem.ref]);
    for (const p of this.pages) {
      const { node } = p.page;
      node.set(PDFName.of("Contents"), await flateStream(doc, p.ops.join("\n")));
      node.set(PDFName.of("Resources"), ctx.obj({ Font: { F1: this.fontRefs.regular, F2: this.fontRefs.bold } }));
      node.set(PDFName.of("StructParents"), ctx.obj(p.key));
      node.set(PDFName.of("Tabs"), PDFName.of("S"));
      if (p.annots.length) node.set(PDFName.of("Annots"), ctx.obj(p.annots));
      parents.push([p.key, p.owners.map((o) => o.ref)]);
    }
    parents.sort((a, b) => a[0] - b[0]);
    this.writeElem(this.root, this.treeRoot);
    ctx.assign(
      this.treeRoot,
      ctx.obj({
        Type: "StructTreeRoot",
        K: [this.root.ref],
        ParentTree: ctx.register(ctx.obj({ Nums: parents.flat(1) })),
        ParentTreeNextKey: this.nextKey,
      }),
    );
    doc.setTitle(info.title, { showInWindowTitleBar: true });
    doc.setAuthor(info.author);
    if (info.subject) doc.setSubject(info.subject);
    doc.setCreator(info.author);
    doc.setProducer(info.author);
    doc.setLanguage(info.lang);
    const catalog = doc.catalog;
    catalog.set(PDFName.of("MarkInfo"), ctx.obj({ Marked: true }));
    catalog.set(PDFName.of("StructTreeRoot"), this.treeRoot);
    catalog.set(PDFName.of("Metadata"), ctx.register(ctx.stream(this.xmp(), { Type: "Metadata", Subtype: "XML" })));
    return doc.save();
  }

  private writeElem(e: StructElem, parent: PDFRef): void {
    const ctx = this.doc.context;
    // Content on one page is named by bare MCIDs and the element's /Pg (smaller than MCR dictionaries).
    const pages = new Set(e.kids.flatMap((k) => ("mcid" in k ? [k.page] : [])));
    const onePage = pages.size === 1 ? [...pages][0]! : null;
    const kids = e.kids.map((k) => {
      if ("tag" in k) {
        this.writeElem(k, e.ref);
        return k.ref;
      }
      if ("annot" in k) return ctx.obj({ Type: "OBJR", Obj: k.annot, Pg: k.page.page.ref });
      return onePage ? k.mcid : ctx.obj({ Type: "MCR", Pg: k.page.page.ref, MCID: k.mcid });
    });
    ctx.assign(e.ref, ctx.obj({ Type: "StructElem", S: e.tag, P: parent, ...(onePage ? { Pg: onePage.page.ref } : {}), K: kids }));
  }

  private xmp(): Uint8Array {
    const { title, subject, author, lang } = this.info;
    const xml = `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/">
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(title)}</rdf:li></rdf:Alt></dc:title>
<dc:creator><rdf:Seq><rdf:li>${escapeXml(author)}</rdf:li></rdf:Seq></dc:creator>
${subject ? `<dc:description><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(subject)}</rdf:li></rdf:Alt></dc:description>\n` : ""}<dc:language><rdf:Bag><rdf:li>${escapeXml(lang)}</rdf:li></rdf:Bag></dc:language>
<pdf:Producer>${escapeXml(author)}</pdf:Producer>
<pdfuaid:part>1</pdfuaid:part>
</rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
    return new TextEncoder().encode(xml);
  }
}

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
    const face = this.pdf.face(style.bold ?? false);
    const labels = items.map((_, i) => (numbered ? `${i + 1}.` : "•"));
    const hang = Math.max(...labels.map((l) => textWidth(face, l, style.size))) + style.size * 0.5;
    items.forEach((item, i) => {
      const li = this.pdf.elem("LI", list);
      const label = this.pdf.elem("Lbl", li);
      const body = this.pdf.elem("LBody", li);
      this.y -= style.gapBefore ?? 0;
      this.lines(body, item, style, (style.indent ?? 0) + hang, { elem: label, text: labels[i]!, x: style.indent ?? 0 });
      this.y -= style.gapAfter ?? 6;
    });
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
    const width = this.frame.width - indent;
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
    if (line.length || label) lines.push(line);
    const height = style.size * (style.leading ?? 1.4);
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

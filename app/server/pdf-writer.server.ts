import { PDFDocument, PDFHexString, PDFName, type PDFPage, type PDFRef, PDFString } from "pdf-lib";
import { embedFace, type FontFace, flateStream, fontFaces, hasGlyph } from "./pdf-font.server";

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

export interface PageState {
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
export const num = (n: number) => (Math.round(n * 100) / 100).toString();
export const color = (c: Rgb) => `${num(c[0])} ${num(c[1])} ${num(c[2])} rg`;
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

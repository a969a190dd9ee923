import { PDFDocument, PDFHexString, PDFName, type PDFObject, type PDFPage, type PDFRef, PDFString } from "pdf-lib";
import { embedFace, flateStream } from "./embed.server";
import type { FontFaces } from "./font.server";
import type { Element, LaidOut, Page, Run, StyledText } from "./layout.server";
import type { Rgb, Stroke } from "./model.server";

/**
 * The laid-out pages written as a tagged PDF (PDF/UA-minded) with pdf-lib's object model: a
 * structure tree in reading order (Document, H1-H3, P, L/LI/Lbl/LBody, Link), marked content with
 * MCIDs, a ParentTree, link annotations tied to their Link elements, page numbers and decoration
 * as artifacts, the fonts embedded, the document's language and title (shown in the window's
 * title bar) and XMP metadata that names PDF/UA. It places nothing: every position is the
 * layout's. See docs/decisions/0020-tagged-pdfs.md.
 */

export interface DocumentInfo {
  title: string;
  subject?: string | undefined;
  author: string;
  lang: string;
}

/** A page as it is written: its content stream, the owner of each MCID on it, its annotations. */
interface PageState {
  page: PDFPage;
  /** This page's key in the ParentTree. */
  key: number;
  ops: string[];
  owners: Element[];
  annots: PDFRef[];
}

/** Where a run went: its page and MCID, and its link annotation if it has one. */
interface Placed {
  page: PageState;
  mcid: number;
  annot?: PDFRef;
}

/** Four hex digits per UTF-16 code unit (drawable text is all in the Basic Multilingual Plane). */
const HEX4: string[] = [];
const num = (n: number) => (Math.round(n * 100) / 100).toString();
const rgb = (c: Rgb) => `${num(c[0])} ${num(c[1])} ${num(c[2])}`;
const escapeXml = (s: string) => s.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c]!);

/** What a screen reader says for a link annotation. */
function linkDescription(shown: string, uri: string): string {
  if (uri.startsWith("tel:")) return `Call ${shown}`;
  if (uri.startsWith("sms:")) return `Text ${shown}`;
  return `Open ${shown} in a web browser`;
}

/** The tagged PDF of the laid-out pages, with `faces` embedded as the subsets its text uses. */
export async function writePdf(laidOut: LaidOut, info: DocumentInfo, faces: FontFaces): Promise<Uint8Array> {
  const pdf = new TaggedPdf(await PDFDocument.create({ updateMetadata: false }), faces);
  for (const page of laidOut.pages) pdf.page(page);
  return pdf.save(laidOut.root, info);
}

class TaggedPdf {
  private readonly pages: PageState[] = [];
  private nextKey = 0;
  private readonly annotKeys: { key: number; elem: Element }[] = [];
  private readonly placed = new Map<Run, Placed>();
  private readonly used = { regular: new Set<number>(), bold: new Set<number>() };
  private readonly fontRefs: { regular: PDFRef; bold: PDFRef };
  private readonly treeRoot: PDFRef;

  constructor(
    private readonly doc: PDFDocument,
    private readonly faces: FontFaces,
  ) {
    this.treeRoot = doc.context.nextRef();
    this.fontRefs = { regular: doc.context.nextRef(), bold: doc.context.nextRef() };
  }

  /** A page with its marks, in drawing order. */
  page({ width, height, marks }: Page): void {
    const page: PageState = { page: this.doc.addPage([width, height]), key: this.nextKey++, ops: [], owners: [], annots: [] };
    this.pages.push(page);
    for (const mark of marks) {
      if (mark.kind === "text") {
        mark.spans.forEach((span, i) => {
          // Td moves from the start of the line: each span after the first, by the distance between them.
          page.ops.push(i === 0 ? `BT ${num(span.x)} ${num(mark.y)} Td` : `${num(span.x - mark.spans[i - 1]!.x)} 0 Td`);
          for (const run of span.runs) this.run(page, run);
        });
        page.ops.push("ET");
      } else if (mark.kind === "underlines")
        this.artifact(page, `${rgb(mark.color)} rg ${mark.rects.map((r) => `${r.map(num).join(" ")} re`).join(" ")} f`);
      else if (mark.kind === "page-number")
        this.artifact(page, `BT ${num(mark.x)} ${num(mark.y)} Td ${this.show(mark.text)} ET`, "/Type /Pagination /Subtype /Footer");
      else this.artifact(page, strokes(mark.strokes));
    }
  }

  /** The operators that show `t` in the current text object (and notes the glyphs it needs). */
  private show(t: StyledText): string {
    const used = t.bold ? this.used.bold : this.used.regular;
    let hex = "";
    for (let i = 0; i < t.text.length; i++) {
      const code = t.text.charCodeAt(i);
      used.add(code);
      hex += HEX4[code] ??= code.toString(16).padStart(4, "0");
    }
    return `/${t.bold ? "F2" : "F1"} ${num(t.size)} Tf ${rgb(t.color)} rg <${hex}> Tj`;
  }

  /** Shows `run` as marked content of its element, with the next MCID of the page. */
  private run(page: PageState, run: Run): void {
    const mcid = page.owners.push(run.element) - 1;
    page.ops.push(`/${run.element.role} <</MCID ${mcid}>> BDC ${this.show(run)} EMC`);
    this.placed.set(run, { page, mcid, ...(run.link ? { annot: this.link(page, run, run.link) } : {}) });
  }

  /** Drawing that carries no meaning (rules, frames, underlines, page numbers). */
  private artifact(page: PageState, ops: string, props = ""): void {
    page.ops.push(props ? `/Artifact <<${props}>> BDC ${ops} EMC` : `/Artifact BMC ${ops} EMC`);
  }

  /** A live link over the run, tied to its Link element for assistive technology. */
  private link(page: PageState, run: Run, link: NonNullable<Run["link"]>): PDFRef {
    const ctx = this.doc.context;
    const key = this.nextKey++;
    const annot = ctx.register(
      ctx.obj({
        Type: "Annot",
        Subtype: "Link",
        Rect: link.rect.map((v) => Math.round(v * 100) / 100),
        Border: [0, 0, 0],
        F: 4,
        // pdf-lib writes a literal string as it is: escape what would end it early.
        A: { Type: "Action", S: "URI", URI: PDFString.of(link.uri.replace(/[()\\]/g, "\\$&")) },
        Contents: PDFHexString.fromText(linkDescription(run.text, link.uri)),
        StructParent: key,
      }),
    );
    page.annots.push(annot);
    this.annotKeys.push({ key, elem: run.element });
    return annot;
  }

  /** Writes fonts, pages, the structure tree under `root` and the catalog entries, and returns the file. */
  async save(root: Element, info: DocumentInfo): Promise<Uint8Array> {
    const { doc } = this;
    const ctx = doc.context;
    const refs = new Map<Element, PDFRef>();
    const number = (e: Element) => {
      refs.set(e, ctx.nextRef());
      for (const k of e.kids) if ("role" in k) number(k);
    };
    number(root);
    await embedFace(doc, this.fontRefs.regular, this.faces.regular, this.used.regular);
    await embedFace(doc, this.fontRefs.bold, this.faces.bold, this.used.bold);
    // The ParentTree: for each page, the owner of each MCID; for each annotation, its Link element.
    const parents: [number, PDFRef | PDFRef[]][] = this.annotKeys.map(({ key, elem }) => [key, refs.get(elem)!]);
    for (const p of this.pages) {
      const { node } = p.page;
      node.set(PDFName.of("Contents"), await flateStream(doc, p.ops.join("\n")));
      node.set(PDFName.of("Resources"), ctx.obj({ Font: { F1: this.fontRefs.regular, F2: this.fontRefs.bold } }));
      node.set(PDFName.of("StructParents"), ctx.obj(p.key));
      node.set(PDFName.of("Tabs"), PDFName.of("S"));
      if (p.annots.length) node.set(PDFName.of("Annots"), ctx.obj(p.annots));
      parents.push([p.key, p.owners.map((o) => refs.get(o)!)]);
    }
    parents.sort((a, b) => a[0] - b[0]);
    this.writeElem(root, this.treeRoot, refs);
    ctx.assign(
      this.treeRoot,
      ctx.obj({
        Type: "StructTreeRoot",
        K: [refs.get(root)!],
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
    catalog.set(PDFName.of("Metadata"), ctx.register(ctx.stream(xmp(info), { Type: "Metadata", Subtype: "XML" })));
    return doc.save();
  }

  private writeElem(e: Element, parent: PDFRef, refs: ReadonlyMap<Element, PDFRef>): void {
    const ctx = this.doc.context;
    const ref = refs.get(e)!;
    // Content on one page is named by bare MCIDs and the element's /Pg (smaller than MCR dictionaries).
    const pages = new Set(e.kids.flatMap((k) => ("role" in k ? [] : [this.placed.get(k)!.page])));
    const onePage = pages.size === 1 ? [...pages][0]! : null;
    const kids = e.kids.flatMap((k): (PDFObject | number)[] => {
      if ("role" in k) {
        this.writeElem(k, ref, refs);
        return [refs.get(k)!];
      }
      // A link's run is followed by its annotation.
      const { page, mcid, annot } = this.placed.get(k)!;
      const content = onePage ? mcid : ctx.obj({ Type: "MCR", Pg: page.page.ref, MCID: mcid });
      return annot ? [content, ctx.obj({ Type: "OBJR", Obj: annot, Pg: page.page.ref })] : [content];
    });
    const lang = e.lang ? { Lang: PDFString.of(e.lang) } : {};
    ctx.assign(ref, ctx.obj({ Type: "StructElem", S: e.role, P: parent, ...lang, ...(onePage ? { Pg: onePage.page.ref } : {}), K: kids }));
  }
}

/** Stroked lines, each in its own color and dash, with the line width set where it changes; solid lines after. */
function strokes(list: readonly Stroke[]): string {
  const ops: string[] = [];
  let width: number | undefined;
  for (const s of list) {
    ops.push(`${rgb(s.color)} RG`);
    if (s.width !== width) {
      width = s.width;
      ops.push(`${num(width)} w`);
    }
    ops.push(`[${s.dash.map(num).join(" ")}] 0 d`);
    if ("rect" in s) ops.push(`${s.rect.map(num).join(" ")} re S`);
    else ops.push(`${num(s.line[0])} ${num(s.line[1])} m ${num(s.line[2])} ${num(s.line[3])} l S`);
  }
  return `${ops.join(" ")} [] 0 d`;
}

function xmp({ title, subject, author, lang }: DocumentInfo): Uint8Array {
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

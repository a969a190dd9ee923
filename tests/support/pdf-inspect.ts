import {
  decodePDFRawStream,
  PDFArray,
  PDFBool,
  PDFDict,
  type PDFDocument,
  PDFDocument as Doc,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  PDFString,
} from "pdf-lib/dist/pdf-lib.esm.js";

/**
 * What a PDF is made of, read from its bytes with pdf-lib (so it runs in Node and in workerd, with
 * no poppler): the catalog entries a tagged PDF needs, its structure tree in reading order, its
 * link annotations, its fonts, and the text of each page with artifacts apart.
 */
export interface PdfFacts {
  marked: boolean;
  lang: string | undefined;
  title: string | undefined;
  displayDocTitle: boolean;
  /** dc:title and pdfuaid:part are in the XMP metadata. */
  xmpUa: boolean;
  /** Structure elements, depth first, indented by two spaces a level; "Link" elements list their kinds of content, and an element in its own language ends with it: "P [es-US]". */
  structure: string[];
  pages: number;
  /** Every page has /StructParents and /Tabs /S. */
  pagesTagged: boolean;
  /** Every MCID on every page is owned, in the ParentTree, by the element whose MCR names it. */
  parentTreeMatches: boolean;
  links: { uri: string; contents: string; tagged: boolean }[];
  fonts: { name: string; embedded: "FontFile2" | "FontFile3" | "FontFile" | null }[];
  /** The text of each line (one text object) outside artifacts. */
  lines: string[];
  /** The text of each text object inside an artifact (page numbers). */
  artifacts: string[];
  /** Each page's size in points (its MediaBox). */
  pageSizes: { width: number; height: number }[];
  /** Text outside artifacts as drawn: each run of text from where a Td put it, with its font size and face. */
  spans: Span[];
  /** Rectangles drawn as outlines (`re S`: the wallet card's cut line), in points. */
  outlines: { x: number; y: number; width: number; height: number }[];
}

export interface Span {
  text: string;
  x: number;
  y: number;
  size: number;
  bold: boolean;
}

const name = (o: PDFObject | undefined) => (o instanceof PDFName ? o.decodeText() : undefined);
const text = (o: PDFObject | undefined) => (o instanceof PDFString || o instanceof PDFHexString ? o.decodeText() : undefined);

function utf16(hex: string): string {
  let out = "";
  for (let i = 0; i + 4 <= hex.length; i += 4) out += String.fromCharCode(Number.parseInt(hex.slice(i, i + 4), 16));
  return out;
}

function contentText(ops: string): {
  lines: string[];
  artifacts: string[];
  mcids: number[];
  spans: Span[];
  outlines: PdfFacts["outlines"];
} {
  const lines: string[] = [];
  const artifacts: string[] = [];
  const mcids: number[] = [];
  const spans: Span[] = [];
  const outlines: PdfFacts["outlines"] = [];
  const stack: boolean[] = [];
  let line = "";
  let artifactText = "";
  // Where the text object's line starts (Td is relative to it), and the span being drawn there.
  let start = { x: 0, y: 0 };
  let font = { size: 0, bold: false };
  let span: Span | null = null;
  const pattern =
    /\/(\w+)\s*(<<[^>]*>>)?\s*(BDC|BMC)|EMC|BT|ET|<([0-9A-Fa-f]*)>\s*Tj|(-?[\d.]+) (-?[\d.]+) Td|\/F([12]) ([\d.]+) Tf|(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re S/g;
  for (const m of ops.matchAll(pattern)) {
    if (m[5] !== undefined) {
      start = { x: start.x + Number(m[5]), y: start.y + Number(m[6]) };
      span = null;
    } else if (m[7] !== undefined) font = { size: Number(m[8]), bold: m[7] === "2" };
    else if (m[9] !== undefined) outlines.push({ x: Number(m[9]), y: Number(m[10]), width: Number(m[11]), height: Number(m[12]) });
    else if (m[3]) {
      const artifact = m[1] === "Artifact";
      stack.push(artifact || stack.includes(true));
      const mcid = /\/MCID\s+(\d+)/.exec(m[2] ?? "");
      if (mcid) mcids.push(Number(mcid[1]));
    } else if (m[0] === "EMC") stack.pop();
    else if (m[0] === "BT") {
      line = "";
      artifactText = "";
      start = { x: 0, y: 0 };
      span = null;
    } else if (m[0] === "ET") {
      if (line) lines.push(line);
      if (artifactText) artifacts.push(artifactText);
    } else if (m[4] !== undefined) {
      if (stack.includes(true)) artifactText += utf16(m[4]);
      else {
        line += utf16(m[4]);
        if (!span) {
          span = { text: "", ...start, ...font };
          spans.push(span);
        }
        span.text += utf16(m[4]);
      }
    }
  }
  return { lines, artifacts, mcids, spans, outlines };
}

export async function inspectPdf(bytes: Uint8Array): Promise<PdfFacts> {
  const doc: PDFDocument = await Doc.load(bytes, { updateMetadata: false });
  const ctx = doc.context;
  const catalog = doc.catalog;
  const look = (o: PDFObject | undefined) => (o instanceof PDFRef ? ctx.lookup(o) : o);
  const markInfo = look(catalog.get(PDFName.of("MarkInfo")));
  const prefs = look(catalog.get(PDFName.of("ViewerPreferences")));
  const metadata = look(catalog.get(PDFName.of("Metadata")));
  const xmp = metadata instanceof PDFRawStream ? new TextDecoder().decode(decodePDFRawStream(metadata).decode()) : "";

  const pageRefs = doc.getPages().map((p) => p.ref.toString());
  const owners = new Map<string, string>(); // "page/mcid" -> element ref, from the MCRs
  const structure: string[] = [];
  const walk = (o: PDFObject | undefined, depth: number, ref: string) => {
    const e = look(o);
    if (!(e instanceof PDFDict)) return;
    const tag = name(e.get(PDFName.of("S"))) ?? "?";
    const kids = look(e.get(PDFName.of("K")));
    const list = kids instanceof PDFArray ? kids.asArray() : kids ? [kids] : [];
    const kinds = new Set<string>();
    for (const k of list) {
      const kid = look(k);
      if (kid instanceof PDFNumber) {
        kinds.add("MCID");
        owners.set(`${String(e.get(PDFName.of("Pg")))}/${kid.asNumber()}`, ref);
      } else if (kid instanceof PDFDict && name(kid.get(PDFName.of("Type"))) === "MCR") {
        kinds.add("MCID");
        owners.set(`${String(kid.get(PDFName.of("Pg")))}/${String(kid.get(PDFName.of("MCID")))}`, ref);
      } else if (kid instanceof PDFDict && name(kid.get(PDFName.of("Type"))) === "OBJR") kinds.add("OBJR");
    }
    const lang = text(e.get(PDFName.of("Lang")));
    structure.push(`${"  ".repeat(depth)}${tag}${tag === "Link" ? ` ${[...kinds].sort().join("+")}` : ""}${lang ? ` [${lang}]` : ""}`);
    for (const k of list) if (k instanceof PDFRef) walk(k, depth + 1, k.toString());
  };
  const treeRoot = look(catalog.get(PDFName.of("StructTreeRoot")));
  const parentTree = treeRoot instanceof PDFDict ? look(treeRoot.get(PDFName.of("ParentTree"))) : undefined;
  if (treeRoot instanceof PDFDict) {
    const k = treeRoot.get(PDFName.of("K"));
    const roots = look(k);
    for (const r of roots instanceof PDFArray ? roots.asArray() : [k]) if (r instanceof PDFRef) walk(r, 0, r.toString());
  }
  const nums = parentTree instanceof PDFDict ? look(parentTree.get(PDFName.of("Nums"))) : undefined;
  const parents = new Map<number, PDFObject>();
  if (nums instanceof PDFArray)
    for (let i = 0; i < nums.size(); i += 2) parents.set((nums.get(i) as PDFNumber).asNumber(), nums.get(i + 1));

  let pagesTagged = true;
  let parentTreeMatches = true;
  const lines: string[] = [];
  const artifacts: string[] = [];
  const spans: Span[] = [];
  const outlines: PdfFacts["outlines"] = [];
  const links: PdfFacts["links"] = [];
  const fonts = new Map<string, PdfFacts["fonts"][number]>();
  for (const page of doc.getPages()) {
    const node = page.node;
    const key = node.get(PDFName.of("StructParents"));
    if (!(key instanceof PDFNumber) || name(node.get(PDFName.of("Tabs"))) !== "S") pagesTagged = false;
    const contents = look(node.get(PDFName.of("Contents")));
    const streams = contents instanceof PDFArray ? contents.asArray().map(look) : [contents];
    let ops = "";
    for (const s of streams) if (s instanceof PDFRawStream) ops += new TextDecoder("latin1").decode(decodePDFRawStream(s).decode());
    const found = contentText(ops);
    lines.push(...found.lines);
    artifacts.push(...found.artifacts);
    spans.push(...found.spans);
    outlines.push(...found.outlines);
    const owned = key instanceof PDFNumber ? look(parents.get(key.asNumber())) : undefined;
    for (const mcid of found.mcids) {
      const fromTree = owned instanceof PDFArray ? owned.get(mcid)?.toString() : undefined;
      if (!fromTree || owners.get(`${page.ref.toString()}/${mcid}`) !== fromTree) parentTreeMatches = false;
    }
    const annots = look(node.get(PDFName.of("Annots")));
    for (const a of annots instanceof PDFArray ? annots.asArray() : []) {
      const annot = look(a);
      if (!(annot instanceof PDFDict) || name(annot.get(PDFName.of("Subtype"))) !== "Link") continue;
      const action = look(annot.get(PDFName.of("A")));
      const parentKey = annot.get(PDFName.of("StructParent"));
      const elem = parentKey instanceof PDFNumber ? look(parents.get(parentKey.asNumber())) : undefined;
      links.push({
        uri: action instanceof PDFDict ? (text(look(action.get(PDFName.of("URI")))) ?? "") : "",
        contents: text(look(annot.get(PDFName.of("Contents")))) ?? "",
        tagged: elem instanceof PDFDict && name(elem.get(PDFName.of("S"))) === "Link",
      });
    }
    const resources = look(node.get(PDFName.of("Resources")));
    const fontDict = resources instanceof PDFDict ? look(resources.get(PDFName.of("Font"))) : undefined;
    if (fontDict instanceof PDFDict)
      for (const [, ref] of fontDict.entries()) {
        const font = look(ref);
        if (!(font instanceof PDFDict)) continue;
        const descendants = look(font.get(PDFName.of("DescendantFonts")));
        const cid = descendants instanceof PDFArray ? look(descendants.get(0)) : font;
        const descriptor = cid instanceof PDFDict ? look(cid.get(PDFName.of("FontDescriptor"))) : undefined;
        const file = (["FontFile2", "FontFile3", "FontFile"] as const).find(
          (f) => descriptor instanceof PDFDict && descriptor.has(PDFName.of(f)),
        );
        const fontName = name(font.get(PDFName.of("BaseFont"))) ?? "?";
        fonts.set(fontName, { name: fontName, embedded: file ?? null });
      }
  }
  return {
    marked: markInfo instanceof PDFDict && markInfo.get(PDFName.of("Marked")) === PDFBool.True,
    lang: text(look(catalog.get(PDFName.of("Lang")))),
    title: doc.getTitle(),
    displayDocTitle: prefs instanceof PDFDict && prefs.get(PDFName.of("DisplayDocTitle")) === PDFBool.True,
    xmpUa: xmp.includes("<pdfuaid:part>1</pdfuaid:part>") && xmp.includes("<dc:title>"),
    structure,
    pages: pageRefs.length,
    pagesTagged,
    parentTreeMatches,
    links,
    fonts: [...fonts.values()],
    lines,
    artifacts,
    pageSizes: doc.getPages().map((page) => page.getSize()),
    spans,
    outlines,
  };
}

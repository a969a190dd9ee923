import boldWoff from "@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-700-normal.woff?inline";
import regularWoff from "@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-400-normal.woff?inline";
import { type PDFDocument, type PDFRef, PDFString } from "pdf-lib";

/**
 * The site's own font, Atkinson Hyperlegible Next (static regular and bold, Latin), embedded in
 * every PDF. Vite inlines the two WOFF files into the Worker as data URLs; each is unpacked to a
 * TrueType font once per isolate. Text is written with Unicode code points as CIDs (a CIDToGIDMap
 * turns them into glyphs), so a PDF's text reads back as plain Unicode, and only the glyphs a
 * document uses are embedded (docs/decisions/0020-tagged-pdfs.md).
 */

interface Table {
  tag: string;
  data: Uint8Array;
}

export interface FontFace {
  /** PostScript name, e.g. AtkinsonHyperlegibleNext-Regular. */
  name: string;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  capHeight: number;
  bbox: [number, number, number, number];
  /** Code point to glyph id. */
  cmap: Map<number, number>;
  /** Advance width by glyph id, in font units. */
  advances: Uint16Array;
  tables: Map<string, Uint8Array>;
}

const view = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);

function fromDataUrl(url: string): Uint8Array {
  const binary = atob(url.slice(url.indexOf(",") + 1));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * A FlateDecode stream object, compressed by the platform's zlib (CompressionStream): several
 * times faster than pdf-lib's own JavaScript deflate, which was most of a PDF's CPU time.
 */
export async function flateStream(
  doc: PDFDocument,
  data: string | Uint8Array,
  dict: Record<string, number | string> = {},
): Promise<PDFRef> {
  const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream("deflate"));
  const compressed = new Uint8Array(await new Response(stream).arrayBuffer());
  return doc.context.register(doc.context.stream(compressed, { ...dict, Filter: "FlateDecode" }));
}

/** The tables of a WOFF 1.0 file (each zlib-compressed unless that would not have been smaller). */
async function woffTables(woff: Uint8Array): Promise<Table[]> {
  const dv = view(woff);
  if (dv.getUint32(0) !== 0x774f4646) throw new Error("not a WOFF font");
  const tables: Table[] = [];
  for (let i = 0; i < dv.getUint16(12); i++) {
    const at = 44 + i * 20;
    const tag = String.fromCharCode(...woff.subarray(at, at + 4));
    const offset = dv.getUint32(at + 4);
    const compressed = dv.getUint32(at + 8);
    const length = dv.getUint32(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    tables.push({ tag, data: compressed < length ? await inflate(raw) : raw });
  }
  return tables;
}

function parseCmap(cmap: Uint8Array): Map<number, number> {
  const dv = view(cmap);
  const out = new Map<number, number>();
  for (let i = 0; i < dv.getUint16(2); i++) {
    const platform = dv.getUint16(4 + i * 8);
    const encoding = dv.getUint16(6 + i * 8);
    const at = dv.getUint32(8 + i * 8);
    if (platform !== 3 || encoding !== 1 || dv.getUint16(at) !== 4) continue;
    const segments = dv.getUint16(at + 6) / 2;
    const ends = at + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      const end = dv.getUint16(ends + s * 2);
      const start = dv.getUint16(starts + s * 2);
      const delta = dv.getInt16(deltas + s * 2);
      const rangeOffset = dv.getUint16(rangeOffsets + s * 2);
      for (let code = start; code <= end && code !== 0xffff; code++) {
        let glyph: number;
        if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
        else {
          glyph = dv.getUint16(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
          if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
        }
        if (glyph !== 0) out.set(code, glyph);
      }
    }
    return out;
  }
  throw new Error("the font has no Unicode (3,1) format 4 cmap");
}

function postScriptName(name: Uint8Array): string {
  const dv = view(name);
  const strings = dv.getUint16(4);
  for (let i = 0; i < dv.getUint16(2); i++) {
    const at = 6 + i * 12;
    if (dv.getUint16(at) !== 3 || dv.getUint16(at + 6) !== 6) continue;
    const length = dv.getUint16(at + 8);
    const offset = strings + dv.getUint16(at + 10);
    let out = "";
    for (let c = 0; c < length; c += 2) out += String.fromCharCode(dv.getUint16(offset + c));
    return out;
  }
  throw new Error("the font has no PostScript name");
}

async function loadFace(dataUrl: string): Promise<FontFace> {
  const tables = new Map((await woffTables(fromDataUrl(dataUrl))).map((t) => [t.tag, t.data]));
  const need = (tag: string) => {
    const t = tables.get(tag);
    if (!t) throw new Error(`the font has no ${tag} table`);
    return view(t);
  };
  const head = need("head");
  const hhea = need("hhea");
  const os2 = need("OS/2");
  const glyphs = need("maxp").getUint16(4);
  const metrics = hhea.getUint16(34);
  const hmtx = need("hmtx");
  const advances = new Uint16Array(glyphs);
  for (let g = 0; g < glyphs; g++) advances[g] = hmtx.getUint16(Math.min(g, metrics - 1) * 4);
  return {
    name: postScriptName(tables.get("name")!),
    unitsPerEm: head.getUint16(18),
    ascent: hhea.getInt16(4),
    descent: hhea.getInt16(6),
    capHeight: os2.getUint16(0) >= 2 ? os2.getInt16(88) : hhea.getInt16(4),
    bbox: [head.getInt16(36), head.getInt16(38), head.getInt16(40), head.getInt16(42)],
    cmap: parseCmap(tables.get("cmap")!),
    advances,
    tables,
  };
}

let faces: Promise<{ regular: FontFace; bold: FontFace }> | undefined;

/** Both faces, parsed once per isolate (tried again after a failure). */
export function fontFaces(): Promise<{ regular: FontFace; bold: FontFace }> {
  if (!faces) {
    faces = Promise.all([loadFace(regularWoff), loadFace(boldWoff)]).then(([regular, bold]) => ({ regular, bold }));
    faces.catch(() => {
      faces = undefined;
    });
  }
  return faces;
}

/** Width of `text` at `size` points (advance widths only: the font's kerning is not applied). */
export function textWidth(face: FontFace, text: string, size: number): number {
  let units = 0;
  for (const ch of text) units += face.advances[face.cmap.get(ch.codePointAt(0)!) ?? 0]!;
  return (units * size) / face.unitsPerEm;
}

/** True when the font can draw the character. */
export function hasGlyph(face: FontFace, ch: string): boolean {
  return face.cmap.has(ch.codePointAt(0)!);
}

/** The glyph ids a glyph is built from (a composite glyph names its parts). */
function components(glyf: DataView, start: number, end: number): number[] {
  if (end - start < 10 || glyf.getInt16(start) >= 0) return [];
  const out: number[] = [];
  let at = start + 10;
  for (;;) {
    const flags = glyf.getUint16(at);
    out.push(glyf.getUint16(at + 2));
    at += 4 + (flags & 0x1 ? 4 : 2) + (flags & 0x8 ? 2 : flags & 0x40 ? 4 : flags & 0x80 ? 8 : 0);
    if (!(flags & 0x20)) return out;
  }
}

function checksum(data: Uint8Array): number {
  const padded = new Uint8Array((data.length + 3) & ~3);
  padded.set(data);
  const dv = view(padded);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + dv.getUint32(i)) >>> 0;
  return sum;
}

/**
 * A TrueType font with the outlines of `used` glyphs only; glyph ids stay as they are (unused
 * glyphs are empty), and only the tables a PDF reader needs are kept.
 */
export function subsetFont(face: FontFace, used: Iterable<number>): Uint8Array {
  const head = face.tables.get("head")!;
  const shortLoca = view(head).getInt16(50) === 0;
  const loca = view(face.tables.get("loca")!);
  const glyfBytes = face.tables.get("glyf")!;
  const glyf = view(glyfBytes);
  const count = face.advances.length;
  const offset = (g: number) => (shortLoca ? loca.getUint16(g * 2) * 2 : loca.getUint32(g * 4));
  const keep = new Set([0]);
  const queue = [...used];
  while (queue.length) {
    const g = queue.pop()!;
    if (g >= count || keep.has(g)) continue;
    keep.add(g);
    queue.push(...components(glyf, offset(g), offset(g + 1)));
  }
  const newLoca = new Uint8Array((count + 1) * 4);
  const locaView = view(newLoca);
  const parts: Uint8Array[] = [];
  let length = 0;
  for (let g = 0; g < count; g++) {
    locaView.setUint32(g * 4, length);
    if (!keep.has(g)) continue;
    const data = glyfBytes.subarray(offset(g), offset(g + 1));
    parts.push(data);
    length += (data.length + 3) & ~3;
  }
  locaView.setUint32(count * 4, length);
  const newGlyf = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    newGlyf.set(p, at);
    at += (p.length + 3) & ~3;
  }
  const newHead = head.slice();
  view(newHead).setUint32(8, 0);
  view(newHead).setInt16(50, 1);
  const tables: Table[] = [
    { tag: "glyf", data: newGlyf },
    { tag: "head", data: newHead },
    { tag: "hhea", data: face.tables.get("hhea")! },
    { tag: "hmtx", data: face.tables.get("hmtx")! },
    { tag: "loca", data: newLoca },
    { tag: "maxp", data: face.tables.get("maxp")! },
    ...["cvt ", "fpgm", "prep"].flatMap((tag) => (face.tables.has(tag) ? [{ tag, data: face.tables.get(tag)! }] : [])),
  ].sort((a, b) => (a.tag < b.tag ? -1 : 1));
  let size = 12 + tables.length * 16;
  for (const t of tables) size += (t.data.length + 3) & ~3;
  const out = new Uint8Array(size);
  const dv = view(out);
  const shift = 2 ** Math.floor(Math.log2(tables.length));
  dv.setUint32(0, 0x00010000);
  dv.setUint16(4, tables.length);
  dv.setUint16(6, shift * 16);
  dv.setUint16(8, Math.log2(shift));
  dv.setUint16(10, tables.length * 16 - shift * 16);
  let data = 12 + tables.length * 16;
  let headAt = 0;
  tables.forEach((t, i) => {
    const record = 12 + i * 16;
    for (let c = 0; c < 4; c++) out[record + c] = t.tag.charCodeAt(c);
    dv.setUint32(record + 4, checksum(t.data));
    dv.setUint32(record + 8, data);
    dv.setUint32(record + 12, t.data.length);
    out.set(t.data, data);
    if (t.tag === "head") headAt = data;
    data += (t.data.length + 3) & ~3;
  });
  dv.setUint32(headAt + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}

/** A six-letter subset tag from the glyphs used, as PDF asks of a subset font's name. */
function subsetTag(used: number[]): string {
  let h = 7;
  for (const g of used) h = (h * 31 + g) >>> 0;
  let tag = "";
  for (let i = 0; i < 6; i++) {
    tag += String.fromCharCode(65 + (h % 26));
    h = Math.floor(h / 26) + i * 7;
  }
  return tag;
}

/**
 * Writes the font into the document as a Type 0 font over a CIDFontType2 whose CIDs are the code
 * points in `used` (all in the Basic Multilingual Plane), with widths and a ToUnicode map for them.
 */
export async function embedFace(doc: PDFDocument, ref: PDFRef, face: FontFace, used: ReadonlySet<number>): Promise<void> {
  const ctx = doc.context;
  const codes = [...used].sort((a, b) => a - b);
  const glyphs = codes.map((c) => face.cmap.get(c) ?? 0);
  const scale = (v: number) => Math.round((v * 1000) / face.unitsPerEm);
  const program = subsetFont(face, glyphs);
  const fontFile = await flateStream(doc, program, { Length1: program.length });
  const max = codes.at(-1) ?? 0;
  const map = new Uint8Array((max + 1) * 2);
  codes.forEach((c, i) => {
    map[c * 2] = glyphs[i]! >> 8;
    map[c * 2 + 1] = glyphs[i]! & 0xff;
  });
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
  const bf: string[] = [];
  for (let i = 0; i < codes.length; i += 100) {
    const chunk = codes.slice(i, i + 100);
    bf.push(`${chunk.length} beginbfchar`, ...chunk.map((c) => `<${hex(c)}> <${hex(c)}>`), "endbfchar");
  }
  const toUnicode = [
    "/CIDInit /ProcSet findresource begin 12 dict begin begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def /CMapType 2 def",
    "1 begincodespacerange <0000> <FFFF> endcodespacerange",
    ...bf,
    "endcmap CMapName currentdict /CMap defineresource pop end end",
  ].join("\n");
  const name = `${subsetTag(glyphs)}+${face.name}`;
  const descriptor = ctx.register(
    ctx.obj({
      Type: "FontDescriptor",
      FontName: name,
      Flags: 32,
      FontBBox: face.bbox.map(scale),
      ItalicAngle: 0,
      Ascent: scale(face.ascent),
      Descent: scale(face.descent),
      CapHeight: scale(face.capHeight),
      StemV: face.name.endsWith("Bold") ? 140 : 80,
      FontFile2: fontFile,
    }),
  );
  const widths = codes.flatMap((c, i) => [c, [scale(face.advances[glyphs[i]!]!)]]);
  const cidFont = ctx.register(
    ctx.obj({
      Type: "Font",
      Subtype: "CIDFontType2",
      BaseFont: name,
      CIDSystemInfo: { Registry: PDFString.of("Adobe"), Ordering: PDFString.of("Identity"), Supplement: 0 },
      FontDescriptor: descriptor,
      W: widths,
      CIDToGIDMap: await flateStream(doc, map),
    }),
  );
  const type0 = ctx.obj({
    Type: "Font",
    Subtype: "Type0",
    BaseFont: name,
    Encoding: "Identity-H",
    DescendantFonts: [cidFont],
    ToUnicode: await flateStream(doc, toUnicode),
  });
  ctx.assign(ref, type0);
}

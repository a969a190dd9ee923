import { type PDFDocument, type PDFRef, PDFString } from "pdf-lib";
import type { FontFace, Table } from "./font.server";

/**
 * The font as a PDF holds it: a subset of the TrueType program (only the glyphs a document uses),
 * embedded as a Type 0 font whose CIDs are Unicode code points (a CIDToGIDMap turns them into
 * glyphs), so a PDF's text reads back as plain Unicode; and the compressed streams the writer
 * puts it and the pages in (docs/decisions/0020-tagged-pdfs.md).
 */

const view = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);

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

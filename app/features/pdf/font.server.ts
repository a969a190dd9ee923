import boldWoff from "@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-700-normal.woff?inline";
import regularWoff from "@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-400-normal.woff?inline";

/**
 * The site's own font, Atkinson Hyperlegible Next (static regular and bold, Latin), as the PDFs
 * measure it: Vite inlines the two WOFF files into the Worker as data URLs; each is unpacked to a
 * TrueType font once per isolate and read for its advances, cmap and metrics. Nothing here knows
 * PDF: the layout measures with `FontMetrics`, and the writer embeds the faces' tables
 * (pdf-embed.server.ts). See docs/decisions/0020-tagged-pdfs.md.
 */

/** A font table: its tag and its bytes. */
export interface Table {
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

export interface FontFaces {
  regular: FontFace;
  bold: FontFace;
}

let faces: Promise<FontFaces> | undefined;

/** Both faces, parsed once per isolate (tried again after a failure). */
export function fontFaces(): Promise<FontFaces> {
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
function hasGlyph(face: FontFace, ch: string): boolean {
  return face.cmap.has(ch.codePointAt(0)!);
}

/** Characters the font lacks, in the words a reader would expect. */
const STAND_INS: Readonly<Record<string, string>> = { "→": "->", "←": "<-", "✓": "-", "✔": "-", "●": "•", "★": "*", "\u200B": "" };

/** Text the font can draw: typographic marks stay; anything it lacks is replaced or dropped. */
export function drawable(face: FontFace, text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    if (ch === "\n" || ch === "\t") out += " ";
    else if (hasGlyph(face, ch)) out += ch;
    else if (ch in STAND_INS) out += STAND_INS[ch];
  }
  return out;
}

/**
 * What the layout may ask of the font, and all it may ask: how wide a text is in a face and size,
 * and which of its characters the face can draw. A line's height is the style's (its size times
 * its leading), not the font's.
 */
export interface FontMetrics {
  width(text: string, bold: boolean, size: number): number;
  drawable(text: string, bold: boolean): string;
}

/** The metrics of the two faces. */
export function fontMetrics(faces: FontFaces): FontMetrics {
  const face = (bold: boolean) => (bold ? faces.bold : faces.regular);
  return {
    width: (text, bold, size) => textWidth(face(bold), text, size),
    drawable: (text, bold) => drawable(face(bold), text),
  };
}

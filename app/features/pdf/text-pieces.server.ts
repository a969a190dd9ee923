/**
 * The PDFs' text as pieces: link pieces for every official web address and real phone number,
 * words that never break inside a link, and a line's words joined back into runs to show. The
 * layout (layout.server.ts) measures and places them.
 */
import { OFFICIAL_SITES } from "~/content/official-sites";
import { splitTextLinks } from "~/lib/text-links";
import type { Piece } from "./model.server";

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

export type Word = Piece[];

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

/** A line's words as runs to show: plain text merged, each link on its own, spaces outside links. */
export function segments(ws: readonly Word[]): Piece[] {
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

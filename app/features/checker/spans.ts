import type { Span } from "./types";

/** Every place `needle` appears in `text`, ignoring case. */
export function spansOf(text: string, needle: string): Span[] {
  if (needle === "") return [];
  const haystack = text.toLowerCase();
  const target = needle.toLowerCase();
  const spans: Span[] = [];
  for (let at = haystack.indexOf(target); at !== -1; at = haystack.indexOf(target, at + target.length)) {
    spans.push({ start: at, end: at + target.length });
  }
  return spans;
}

export function shift(spans: Span[], by: number): Span[] {
  return spans.map((span) => ({ start: span.start + by, end: span.end + by }));
}

/** Spans sorted, with overlapping ones merged: what a page highlights. */
export function mergeSpans(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

export interface Piece {
  text: string;
  marked: boolean;
}

/** The text cut into plain and marked pieces, for showing the found parts highlighted. */
export function highlight(text: string, spans: readonly Span[]): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  for (const span of mergeSpans(spans)) {
    const start = Math.max(span.start, at);
    const end = Math.min(span.end, text.length);
    if (start >= end) continue;
    if (start > at) pieces.push({ text: text.slice(at, start), marked: false });
    pieces.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), marked: false });
  return pieces;
}

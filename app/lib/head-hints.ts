/**
 * React hoists React Router's `<link rel="modulepreload">` hints (about 120 KB of scripts) into the
 * head, ahead of the stylesheet. On a slow phone they then compete with the CSS and the font for the
 * first seconds and hold back the first paint (LCP 3.0 s with them, 1.1 s without: docs/decisions/0019-fast-first-paint.md). The
 * scripts still load: the module script at the end of the body imports them, after the page shows.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HEAD_END = new TextEncoder().encode("</head>");

/** The head's markup without the module preload hints. */
export function dropModulePreloads(head: string): string {
  return head.replace(MODULE_PRELOAD, "");
}

function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  for (
    let i = haystack.indexOf(needle[0], from);
    i !== -1 && i <= haystack.length - needle.length;
    i = haystack.indexOf(needle[0], i + 1)
  ) {
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}

/**
 * An HTML stream with the hints dropped from its head. Only the bytes up to `</head>` are decoded
 * and rewritten (a few kilobytes); the rest of the page passes through untouched.
 */
export function withoutModulePreloads(html: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  let head: Uint8Array | null = new Uint8Array(0);
  const rewrite = (bytes: Uint8Array) => new TextEncoder().encode(dropModulePreloads(new TextDecoder().decode(bytes)));
  return html.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (head === null) return controller.enqueue(chunk);
        const joined = new Uint8Array(head.length + chunk.length);
        joined.set(head);
        joined.set(chunk, head.length);
        // "</head>" may straddle two chunks, so search from just before the new bytes.
        const end = indexOfBytes(joined, HEAD_END, Math.max(0, head.length - HEAD_END.length));
        if (end === -1) {
          head = joined;
          return;
        }
        head = null;
        controller.enqueue(rewrite(joined.subarray(0, end)));
        controller.enqueue(joined.subarray(end));
      },
      flush(controller) {
        if (head?.length) controller.enqueue(rewrite(head));
      },
    }),
  );
}

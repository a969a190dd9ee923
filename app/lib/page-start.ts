/**
 * What a page asks for before its first paint (docs/decisions/0019-fast-first-paint.md,
 * 0038-scripts-after-first-paint.md). On a slow phone every request made before the first paint
 * shares the line with the stylesheet and the font; the page reads without JavaScript, so the
 * scripts can wait until it shows.
 *
 * - React hoists React Router's `<link rel="modulepreload">` hints (about 120 KB of scripts) into the
 *   head, ahead of the stylesheet: they are dropped.
 * - React Router's module script imports the page's route modules statically, so the browser fetches
 *   them as soon as it reads the script, before the page has painted: the imports are made dynamic,
 *   and start once the browser reports the first paint.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HEAD_END = "</head>";
/** React Router's module script (`<Scripts>`), as React writes its attributes. */
const MODULE_SCRIPT_START = 'type="module" async="">';
const SCRIPT_END = "</script>";

/** The head's markup without the module preload hints. */
export function dropModulePreloads(head: string): string {
  return head.replace(MODULE_PRELOAD, "");
}

/**
 * A promise that settles once the browser has reported the page's first paint (a paint entry is
 * reported after the frame is on screen). A browser without paint timing goes at once, as before;
 * a tab opened in the background paints only when shown, so it goes after 3 s anyway.
 */
const AFTER_FIRST_PAINT =
  "new Promise(function(go){var later=setTimeout(go,3000);" +
  'try{if(!PerformanceObserver.supportedEntryTypes.includes("paint"))throw 0;' +
  'new PerformanceObserver(function(list,observer){observer.disconnect();clearTimeout(later);go()}).observe({type:"paint",buffered:true})}' +
  "catch(e){clearTimeout(later);go()}})";

const STATIC_ROUTE_IMPORT = /^import \* as ([\w$]+) from ("[^"\n]+");$/gm;
const OTHER_STATIC_IMPORT = /^\s*import\s*["'*{\w]/m;

/**
 * React Router's module script with its route imports loaded after the first paint. The script's
 * other statements run, in order, once they have loaded. A script with any other static import
 * (the dev server's HMR runtime, say) is left as it is.
 */
export function importsAfterFirstPaint(script: string): string {
  const imports = [...script.matchAll(STATIC_ROUTE_IMPORT)];
  const rest = script.replace(STATIC_ROUTE_IMPORT, "");
  if (imports.length === 0 || OTHER_STATIC_IMPORT.test(rest)) return script;
  const loads = imports.map(([, , url]) => `import(${url})`).join(",");
  const names = imports.map(([, name]) => name).join(",");
  return `${AFTER_FIRST_PAINT}.then(function(){return Promise.all([${loads}])}).then(function([${names}]){${rest}\n});`;
}

interface Span {
  /** The text just before the span; null: the span starts with the stream. */
  after: string | null;
  /** The text just after it. */
  before: string;
  rewrite: (text: string) => string;
}

const SPANS: readonly Span[] = [
  { after: null, before: HEAD_END, rewrite: dropModulePreloads },
  { after: MODULE_SCRIPT_START, before: SCRIPT_END, rewrite: importsAfterFirstPaint },
];

function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  for (
    let i = haystack.indexOf(needle[0], Math.max(0, from));
    i !== -1 && i <= haystack.length - needle.length;
    i = haystack.indexOf(needle[0], i + 1)
  ) {
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}

function joined(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/**
 * The page's HTML stream with its head and its module script rewritten (see above). Only those two
 * spans are decoded and rewritten (a few kilobytes); every other byte passes through untouched, as
 * soon as it is known to be outside them.
 */
export function startAfterFirstPaint(html: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const marks = SPANS.map((span) => ({
    ...span,
    after: span.after === null ? null : encoder.encode(span.after),
    before: encoder.encode(span.before),
  }));
  let index = 0;
  let inside = marks[0].after === null;
  // Bytes not yet passed on: the span so far, or a tail that may hold the start of a mark.
  let pending: Uint8Array = new Uint8Array(0);
  const rewrite = (bytes: Uint8Array) => encoder.encode(marks[index].rewrite(new TextDecoder().decode(bytes)));
  return html.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        let searchFrom = pending.length;
        pending = joined(pending, chunk);
        while (index < marks.length) {
          const mark = marks[index];
          if (inside) {
            // A mark may straddle two chunks, so search from just before the new bytes.
            const end = indexOfBytes(pending, mark.before, searchFrom - mark.before.length);
            if (end === -1) return;
            controller.enqueue(rewrite(pending.subarray(0, end)));
            pending = pending.subarray(end);
            index++;
            inside = false;
            searchFrom = 0;
          } else {
            const start = indexOfBytes(pending, mark.after as Uint8Array, searchFrom - (mark.after as Uint8Array).length);
            if (start === -1) {
              // Keep only what could be the start of the mark.
              const keep = Math.min(pending.length, (mark.after as Uint8Array).length - 1);
              controller.enqueue(pending.subarray(0, pending.length - keep));
              pending = pending.subarray(pending.length - keep);
              return;
            }
            const end = start + (mark.after as Uint8Array).length;
            controller.enqueue(pending.subarray(0, end));
            pending = pending.subarray(end);
            inside = true;
            searchFrom = 0;
          }
        }
        controller.enqueue(pending);
        pending = new Uint8Array(0);
      },
      flush(controller) {
        if (pending.length === 0) return;
        controller.enqueue(inside && index < marks.length ? rewrite(pending) : pending);
      },
    }),
  );
}

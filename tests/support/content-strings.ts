import { readdirSync, readFileSync } from "node:fs";

/**
 * Every string the site's content holds, for the content tests: each module under app/content
 * (walked field by field, each object once) and each blog post's MDX. Read by tests/unit/text-links.test.ts (numbers
 * and addresses become links) and tests/unit/facts.test.ts (every fact is on the checked list).
 */

export interface ContentString {
  /** The file it is in, from app/content: "guides/phone-scams.ts", "blog/posts/x.mdx". */
  file: string;
  /** Where in the file: the object keys and array positions down to it ("sections.2.content"). */
  path: string;
  /** The last key on the way down (an array's items take their array's key): "content", "message". */
  field: string;
  text: string;
}

const MODULES = import.meta.glob<Record<string, unknown>>(["../../app/content/**/*.ts", "../../app/features/*/words/**/*.ts"], {
  eager: true,
});
const POSTS = import.meta.glob<string>("../../app/features/blog/words/posts/*.mdx", { eager: true, query: "?raw", import: "default" });

/** The fact list itself is not content: its own words would only find themselves. */
const NOT_CONTENT = new Set(["facts.ts"]);

/** Modules that gather other modules' words: walked last, so a shared object is named by the file that writes it. */
const GATHERERS = /(^|\/)(index|page-text|search-index)\.ts$/;

/** A file of words by its place among the words: "guides/phone-scams.ts" (app/content), "help-now/steps.ts" (app/features/help-now/words). */
export const fileOf = (path: string) =>
  path.replace(/^.*?\/?app\/(?:content\/|features\/([^/]+)\/words\/)/, (_, feature?: string) => (feature ? `${feature}/` : ""));

function walk(file: string, value: unknown, path: string, field: string, out: ContentString[], seen: WeakSet<object>): void {
  if (typeof value === "string") out.push({ file, path, field, text: value });
  else if (value && typeof value === "object") {
    if (seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) for (const [i, v] of value.entries()) walk(file, v, path ? `${path}.${i}` : `${i}`, field, out, seen);
    else for (const [k, v] of Object.entries(value)) walk(file, v, path ? `${path}.${k}` : k, k, out, seen);
  }
}

const SEEN = new WeakSet<object>();

/**
 * Every string of every content module, and each post's body (field "body", without frontmatter)
 * and frontmatter (field "frontmatter"). An object two modules export (a guide, listed again by
 * guides/index.ts) is walked once, under the file that writes it; strings a gathering module
 * builds itself (search-index.ts) are listed under its name.
 */
export const CONTENT_STRINGS: readonly ContentString[] = [
  ...Object.entries(MODULES)
    .map(([path, mod]) => [fileOf(path), mod] as const)
    .filter(([file]) => !NOT_CONTENT.has(file))
    .sort(([a], [b]) => Number(GATHERERS.test(a)) - Number(GATHERERS.test(b)) || a.localeCompare(b))
    .flatMap(([file, mod]) => {
      const out: ContentString[] = [];
      walk(file, mod, "", "", out, SEEN);
      return out;
    }),
  ...Object.entries(POSTS).flatMap(([path, raw]) => {
    const [, frontmatter = "", body = raw] = /^(---[\s\S]*?---)?([\s\S]*)$/.exec(raw) ?? [];
    return [
      { file: fileOf(path), path: "frontmatter", field: "frontmatter", text: frontmatter },
      { file: fileOf(path), path: "body", field: "body", text: body },
    ];
  }),
];

/** Fields that hold an address or a number as data (rendered as its own link), not a sentence. */
export const DATA_FIELDS: ReadonlySet<string> = new Set([
  "url",
  "href",
  "website",
  "source",
  "tel",
  "display",
  "phone",
  "phoneNumber",
  "numbers",
  "sender",
  "image",
]);

/**
 * The sentences a reader sees: strings with a space in them, outside the data fields and the
 * checker's lists of official numbers and look-alike names (data the checker reads, not page
 * text), and each post's body with its own Markdown links ([words](address)) reduced to their
 * words, since those are links already.
 */
export const CONTENT_SENTENCES: readonly string[] = CONTENT_STRINGS.filter(
  (s) => !s.file.startsWith("checker/") && s.field !== "frontmatter" && !DATA_FIELDS.has(s.field) && /\s/.test(s.text),
).map((s) => (s.file.startsWith("blog/posts/") ? s.text.replace(/\]\([^)]*\)/g, "]") : s.text));

export interface ContentLine {
  /** The file it is in, from app/content. */
  file: string;
  /** 1 for the first line. */
  line: number;
  text: string;
}

/**
 * Every line of content as its editor wrote it, fact tokens and all (the strings above are read
 * the way the pages get them, with each `{{fact:key}}` already replaced by the build): the fact
 * test reads these to find a number written out where its token belongs. Comment lines are left
 * out (a TypeScript line that starts with //, /* or *).
 */
const WORD_FILES = [
  ...readdirSync("app/content", { recursive: true, encoding: "utf8" }).map((file) => `app/content/${file}`),
  ...readdirSync("app/features", { recursive: true, encoding: "utf8" })
    .filter((file) => file.includes("/words/"))
    .map((file) => `app/features/${file}`),
];

export const CONTENT_LINES: readonly ContentLine[] = WORD_FILES.filter((path) => /\.(ts|mdx)$/.test(path) && !NOT_CONTENT.has(fileOf(path)))
  .map((path) => [path, fileOf(path)] as const)
  .sort(([, a], [, b]) => a.localeCompare(b))
  .flatMap(([path, file]) =>
    readFileSync(path, "utf8")
      .split("\n")
      .map((text, i) => ({ file, line: i + 1, text }))
      .filter(({ text }) => !file.endsWith(".ts") || !/^\s*(\/\/|\/\*|\*)/.test(text)),
  );

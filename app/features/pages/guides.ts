/**
 * The scam type is the slug with the suffix '-seniors-2025' or '-2025' removed and dashes
 * turned into underscores.
 */
export function guideTypeFromSlug(slug: string): string {
  const base = slug.endsWith("-seniors-2025")
    ? slug.slice(0, -"-seniors-2025".length)
    : slug.endsWith("-2025")
      ? slug.slice(0, -"-2025".length)
      : slug;
  return base.replace(/-/g, "_");
}

/** Splits newline-separated numbered text ("1. ...\n2. ...") into its steps, without the numbers. */
export function parseNumberedSteps(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim().replace(/^\d+[.)]\s*/, ""))
    .filter((line) => line !== "");
}

import { jsonLdString } from "~/lib/structured-data";

/**
 * A JSON-LD block; `<` is escaped so content can never close the script element.
 *
 * Only the server writes the data: a caller passes `import.meta.env.SSR ? data : null`, so the
 * code that builds it stays out of the browser's scripts. On hydration React keeps the block as
 * the server sent it (it does not hydrate what `dangerouslySetInnerHTML` holds), so a crawler that
 * runs the scripts reads the same data. After a move within the site the block is empty; crawlers
 * load every address afresh.
 */
export function StructuredData({ data }: { data: object | null }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; jsonLdString escapes every "<".
      dangerouslySetInnerHTML={{ __html: data === null ? "" : jsonLdString(data) }}
      suppressHydrationWarning
    />
  );
}

import { SITE_NAME } from "~/content/site";
import { useRootData } from "~/lib/route-meta";
import { type ArticleFields, articleData, jsonLdString } from "~/lib/structured-data";
import { useServerHtmlKept } from "./kept";

/**
 * A JSON-LD block; `<` is escaped so content can never close the script element.
 *
 * Only the server writes the data: a caller passes `import.meta.env.SSR ? data : null` (or uses
 * `<ArticleData>` below), so the code that builds it stays out of the browser's scripts. On hydration
 * React keeps the block as the server sent it (it does not hydrate what `dangerouslySetInnerHTML`
 * holds), so a crawler that runs the scripts reads the same data. Once the address changes the block
 * goes, rather than stay behind describing the page before; crawlers load every address afresh.
 */
export function StructuredData({ data }: { data: object | null }) {
  const kept = useServerHtmlKept();
  if (!import.meta.env.SSR && !kept) return null;
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; jsonLdString escapes every "<".
      dangerouslySetInnerHTML={{ __html: data === null ? "" : jsonLdString(data) }}
      suppressHydrationWarning
    />
  );
}

/** The Article block of a guide, post or alert, published by the site (built on the server only). */
export function ArticleData(article: ArticleFields) {
  const { siteUrl } = useRootData();
  return <StructuredData data={import.meta.env.SSR ? articleData(article, siteUrl, SITE_NAME) : null} />;
}

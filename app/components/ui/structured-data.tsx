import { jsonLdString } from "~/lib/structured-data";

/** A JSON-LD block; `<` is escaped so content can never close the script element. */
export function StructuredData({ data }: { data: object }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; jsonLdString escapes every "<".
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />;
}

import { jsonLdString } from "~/lib/structured-data";

/** A JSON-LD block; `<` is escaped so content can never close the script element. */
export function StructuredData({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />;
}

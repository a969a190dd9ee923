import type { Route } from "./+types/guides.$file";
import { getServices } from "~/server/context.server";
import { serveGuidePdf } from "~/features/pdf/guide-pdf.server";

/** GET /guides/{slug}.pdf */
export function loader({ params, context }: Route.LoaderArgs) {
  const { storage, siteUrl } = getServices(context);
  return serveGuidePdf(storage.guides, params.file, siteUrl);
}

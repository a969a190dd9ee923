import type { Route } from "./+types/guides.$file";
import { getEnv } from "~/server/context.server";
import { serveGuidePdf } from "~/server/guide-pdf.server";
import { storageFromEnv } from "~/server/storage/index.server";

/** GET /guides/{slug}.pdf */
export function loader({ params, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  return serveGuidePdf(storageFromEnv(env).guides, params.file, env.SITE_URL);
}

import type { Route } from "./+types/help-now.plan-pdf";
import { getServices } from "~/server/context.server";
import { helpNowPlanPdf } from "~/features/help-now/help-now.server";
import { langOfPath } from "~/lib/i18n";

/** GET /help-now/plan.pdf?answers (or /es/ayuda-ahora/plan.pdf): the plan as a large-print PDF, made for this request only. */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return helpNowPlanPdf(url, new Date(), langOfPath(url.pathname), getServices(context).siteUrl);
}

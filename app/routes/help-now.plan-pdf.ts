import { href } from "react-router";
import type { Route } from "./+types/help-now.plan-pdf";
import { CACHE_POLICY } from "~/lib/cache-policy";
import { getServices } from "~/server/context.server";
import { helpNowPlan } from "~/features/help-now/help-now.server";
import { planPdf } from "~/features/help-now/plan-pdf.server";

/** GET /help-now/plan.pdf?answers: the plan as a large-print PDF, made for this request only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const result = helpNowPlan(url, new Date());
  if (!result.ok)
    return new Response("Some answers are missing, so there is no plan to print. Go back to /help-now and answer the questions.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_POLICY.personal },
    });
  const planUrl = new URL(`${href("/help-now/plan")}?${result.query}`, getServices(context).siteUrl).toString();
  const bytes = await planPdf(result.plan, planUrl);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'attachment; filename="my_scam_help_plan.pdf"',
      "Cache-Control": CACHE_POLICY.personal,
    },
  });
}

import { data } from "react-router";
import type { Route } from "./+types/help-now.plan";
import { PlanPage } from "~/features/help-now/ui/help-now-pages";
import { pageMeta } from "~/lib/route-meta";
import { helpNowPlanData } from "~/features/help-now/help-now.server";
import { registryPath } from "~/lib/dates";
import { langOfPath } from "~/lib/i18n";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";

// One module for /help-now/plan and /es/ayuda-ahora/plan (app/routes.ts): the address says the language.
export const meta = pageMeta;
export const headers = pageHeaders("/help-now/plan");

/** Built at request time: "open now" is decided by the server's clock, in Eastern Time. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const answer = { ...pageData(registryPath(url.pathname)), ...helpNowPlanData(url, new Date(), langOfPath(url.pathname)) };
  return answer.result.ok ? answer : data(answer, { status: 400 });
}

export default function HelpNowPlan({ loaderData }: Route.ComponentProps) {
  return <PlanPage result={loaderData.result} words={loaderData.words} />;
}

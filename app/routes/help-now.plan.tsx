import { data, href, Link } from "react-router";
import type { Route } from "./+types/help-now.plan";
import { PlanView } from "~/features/help-now/ui/plan-view";
import { Alert } from "~/components/ui/alert";
import { PageHeader } from "~/components/ui/page-header";
import { pageMeta } from "~/lib/route-meta";
import { helpNowPlan } from "~/features/help-now/help-now.server";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";

export const meta = pageMeta;
export const headers = pageHeaders("/help-now/plan");

/** Built at request time: "open now" is decided by the server's clock, in Eastern Time. */
export function loader({ request }: Route.LoaderArgs) {
  const result = helpNowPlan(new URL(request.url), new Date());
  const page = pageData("/help-now/plan");
  return result.ok ? { ...page, result } : data({ ...page, result }, { status: 400 });
}

export default function HelpNowPlan({ loaderData }: Route.ComponentProps) {
  const { result } = loaderData;
  if (!result.ok) {
    return (
      <>
        <PageHeader title="Your plan" />
        <div className="container-page max-w-4xl py-8">
          <Alert tone="caution" title="Some answers are missing" live>
            <p className="text-lg">We need a few more answers to make your plan. Nothing is lost: the answers you gave are kept.</p>
            <p className="mt-4 flex flex-wrap gap-4">
              <Link to={result.fixHref} className="btn-primary">
                Go back to the questions
              </Link>
              <Link to={href("/help-now")} className="btn-secondary">
                Start over
              </Link>
            </p>
          </Alert>
        </div>
      </>
    );
  }
  const { plan, query } = result;
  return (
    <>
      <PageHeader title={plan.audience === "me" ? "Your plan" : "Your plan to help"} compact>
        {plan.stateName ? `For ${plan.stateName}. ` : ""}Do the steps in order, starting at the top.
      </PageHeader>
      <PlanView
        plan={plan}
        pdfHref={`${href("/help-now/plan.pdf")}?${query}`}
        editHref={`${href("/help-now")}?${query}&step=1`}
        addSharedHref={`${href("/help-now")}?${query}&path=shared`}
      />
    </>
  );
}

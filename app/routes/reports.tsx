import { Form, href, Link } from "react-router";
import { SelectField } from "~/components/forms/select-field";
import { Alert } from "~/components/ui/alert";
import { PageHeader } from "~/components/ui/page-header";
import { US_STATES } from "~/features/help-now";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";
import { CLAIMS } from "~/features/reports/report";
import { approvedReports, approvedStories } from "~/features/reports/reports.server";
import { RISK_MIN_REPORTS, reportStats } from "~/features/reports/stats";
import { ReportTable } from "~/features/reports/ui/report-tables";
import { pageMeta } from "~/lib/route-meta";
import { getServices } from "~/server/context.server";
import { orUnavailable } from "~/server/route.server";
import type { Route } from "./+types/reports";

const stateName = (code: string) => US_STATES.find((state) => state.code === code)?.name ?? code;

/** ?state=XX shows one state's reports (a plain GET form: works without JavaScript). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, clock } = getServices(context);
  const asked = new URL(request.url).searchParams.get("state") ?? "";
  const state = US_STATES.some((s) => s.code === asked) ? asked : undefined;
  const now = clock.now();
  const [rows, stories] = await Promise.all([
    orUnavailable("reports page: counts", () => approvedReports(db, now, state)),
    orUnavailable("reports page: stories", () => approvedStories(db)),
  ]);
  return { ...pageData("/reports"), state: state ?? "", stats: rows ? reportStats(rows, now, stateName) : null, stories: stories ?? [] };
}

export const meta = pageMeta;
export const headers = pageHeaders("/reports");

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { stats, stories, state } = loaderData;
  const where = state ? ` in ${stateName(state)}` : "";
  return (
    <>
      <PageHeader title="Scams reported to us">
        What readers told us about, after a person checked each report. These are not all scams, only the ones people reported here.
      </PageHeader>
      <div className="container-page max-w-5xl space-y-10 py-8">
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <SelectField
            formId="reports"
            name="state"
            label="Show one state"
            defaultValue={state}
            options={[{ value: "", label: "All states" }, ...US_STATES.map((s) => ({ value: s.code, label: s.name }))]}
          />
          <button type="submit" className="btn-secondary">
            Show
          </button>
        </Form>
        {stats === null ? (
          <Alert tone="destructive" title="The counts cannot be shown right now">
            Please try again in a few minutes.
          </Alert>
        ) : stats.totals.year === 0 ? (
          <p className="text-lg" data-testid="reports-none">
            No reports{where} yet.{" "}
            <Link to={href("/report")} className="font-bold">
              Tell us about a scam
            </Link>
          </p>
        ) : (
          <>
            <p className="text-lg" data-testid="reports-totals">
              {stats.totals.month} {stats.totals.month === 1 ? "report" : "reports"}
              {where} this month, {stats.totals.year} in the last 12 months.
            </p>
            <ReportTable caption={`Who the scammers said they were${where}`} heading="They said they were" rows={stats.byClaim} risk />
            <ReportTable caption={`How they made contact${where}`} heading="How" rows={stats.byChannel} />
            {state ? null : <ReportTable caption="Where the people who reported live" heading="State" rows={stats.byState} />}
            <p>
              "Lost money" and "Typical loss" are shown only where at least {RISK_MIN_REPORTS} people reported, and count only those who
              said.
            </p>
          </>
        )}
        {stories.length > 0 ? (
          <section aria-labelledby="reports-stories">
            <h2 id="reports-stories" className="text-2xl">
              In their own words
            </h2>
            <ul className="mt-3 space-y-3">
              {stories.map((item) => (
                <li key={item.story} className="rounded-xl border-2 border-gray-400 bg-white p-4 text-lg">
                  <p className="font-bold">{CLAIMS.find((claim) => claim.value === item.claimed)?.label}</p>
                  <p className="mt-1">{item.story}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p>
          <Link to={href("/report")} className="btn-primary">
            Tell us about a scam
          </Link>
        </p>
      </div>
    </>
  );
}

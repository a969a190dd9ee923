import { Form, href, Link } from "react-router";
import type { Route } from "./+types/scam-database";
import { ScamRecordCard } from "~/features/pages/ui/scam-record-card";
import { Answer, actionToAnswer } from "~/components/forms/answer";
import { EmergencyLink } from "~/components/layout/emergency-link";
import { Alert } from "~/components/ui/alert";
import { Kept } from "~/components/ui/kept";
import { PageHeader } from "~/components/ui/page-header";
import { REPORT_ANY_SCAM, SCAM_RECORDS } from "~/content/scam-database";
import { databaseTextSearch } from "~/features/search/build-index";
import { EMERGENCY_LINE } from "~/content/site";
import { pageMeta } from "~/lib/route-meta";
import { filterScams, parseDatabaseQuery, resultLine, RISK_FILTERS } from "~/features/pages/scam-database";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";
import { recordMonthCounts } from "~/features/reports/report";
import { monthClaimCounts } from "~/features/reports/reports.server";
import { getServices } from "~/server/context.server";
import { orUnavailable } from "~/server/route.server";

const CATEGORIES = [...new Set(SCAM_RECORDS.map((r) => r.category))];
const FORM_ID = "scam-database";

/** Filters are GET parameters, so a filtered view is a link to share and works without JavaScript. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseDatabaseQuery(new URL(request.url).searchParams, CATEGORIES);
  const records = filterScams(SCAM_RECORDS, query, query.q ? databaseTextSearch().search(query.q, 0) : []);
  const { db, clock } = getServices(context);
  // Readers' reports this month (kept at the edge; each decision in /admin/reports refreshes it). Without D1, no counts.
  const byClaim = await orUnavailable("scam database: report counts", () => monthClaimCounts(db, clock.now()));
  const reported = byClaim ? recordMonthCounts(byClaim) : {};
  return { ...pageData("/scam-database"), query, records, categories: CATEGORIES, line: resultLine(records.length, query), reported };
}

export const meta = pageMeta;
export const headers = pageHeaders("/scam-database");

export default function ScamDatabase({ loaderData }: Route.ComponentProps) {
  const { query, records, categories, line, reported } = loaderData;
  return (
    <>
      <PageHeader title="Scam Database">Look up a scam by a word you heard or read, like "bail", "Medicare" or "gift card".</PageHeader>
      <div className="container-page py-8">
        <Form
          // A new query (Clear All Filters included) gives new fields: defaultValue is only read when a field is made.
          key={`${query.q}|${query.category}|${query.risk}`}
          method="get"
          action={actionToAnswer(href("/scam-database"), FORM_ID)}
          role="search"
          className="card grid gap-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
          aria-label="Search the scam database"
        >
          <div>
            <label htmlFor="db-q" className="block font-bold">
              Search
            </label>
            <input
              id="db-q"
              name="q"
              type="search"
              defaultValue={query.q}
              maxLength={100}
              className="input mt-1"
              placeholder="For example: grandson"
            />
          </div>
          <div>
            <label htmlFor="db-category" className="block font-bold">
              Category
            </label>
            <select id="db-category" name="category" defaultValue={query.category} className="input mt-1">
              <option value="all">All categories</option>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="db-risk" className="block font-bold">
              Risk level
            </label>
            <select id="db-risk" name="risk" defaultValue={query.risk} className="input mt-1">
              {RISK_FILTERS.map((r) => (
                <option key={r} value={r}>
                  {r === "all" ? "All risk levels" : r}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-primary">
            Search
          </button>
        </Form>
        {/* A search comes back scrolled to its results. */}
        <Answer formId={FORM_ID} className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-lg font-bold">
            {line}
          </p>
          <Link to={href("/report")} className="btn-danger">
            Report New Scam
          </Link>
        </Answer>
        {records.length === 0 ? (
          <div className="mt-6 rounded-xl border-2 border-gray-300 p-8 text-center" data-testid="database-empty">
            <p className="text-2xl font-bold">No scams found</p>
            <p className="mt-2">Try a different word, or clear the filters.</p>
            <p className="mt-4">
              <Link to={href("/scam-database")} className="btn-primary">
                Clear All Filters
              </Link>
            </p>
          </div>
        ) : (
          <Kept>
            {/* A record is long (about 2,000 px on a phone): the height the browser guesses until it lays one out (app.css). */}
            <ul className="mt-6 grid gap-6 [--height-guess:125rem] lg:grid-cols-2 lg:[--height-guess:90rem]" data-testid="database-results">
              {records.map((r) => (
                <li key={r.id}>
                  <ScamRecordCard record={r} reportedThisMonth={reported[r.id]} />
                </li>
              ))}
            </ul>
          </Kept>
        )}
        <Alert tone="info" title="Need help now?" className="mt-10">
          <ul className="list-disc space-y-2 pl-6">
            <li>
              Report any scam to the Federal Trade Commission at <a href={REPORT_ANY_SCAM.url}>{REPORT_ANY_SCAM.name}</a>.
            </li>
            <li>
              Call the {EMERGENCY_LINE.name}: <EmergencyLink /> ({EMERGENCY_LINE.shortHours}).
            </li>
            <li>
              Lost money or personal details? Follow the steps in our <Link to={href("/recovery-hub")}>Recovery Hub</Link>.
            </li>
          </ul>
        </Alert>
      </div>
    </>
  );
}

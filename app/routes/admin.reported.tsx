import { data, Form, href, Link, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { PageHeader } from "~/components/ui/page-header";
import { Section } from "~/components/ui/section";
import { staticMeta } from "~/lib/route-meta";
import { requireSameOrigin } from "~/features/operator/auth.server";
import { FTC_COLUMNS } from "~/features/checker/ftc-dnc";
import { importFtcFile } from "~/features/checker/ftc-dnc.server";
import { RETENTION_DAYS } from "~/lib/retention";
import { reportedTotals } from "~/features/checker/reported.server";
import { getServices } from "~/server/context.server";
import { orUnavailable } from "~/server/route.server";
import type { Route } from "./+types/admin.reported";

export const meta = staticMeta({
  title: "Reported numbers",
  description: "Add the FTC's Do Not Call reported-calls data to the checker.",
  path: "/admin/reported",
  noindex: true,
});

export async function loader({ context }: Route.LoaderArgs) {
  const { db, clock } = getServices(context);
  return { totals: await orUnavailable("reported: totals", () => reportedTotals(db, clock.now())) };
}

/** The upload (multipart): counted, hashed and stored in the request; the file itself is not kept. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, siteUrl, clock } = getServices(context);
  requireSameOrigin(request, siteUrl);
  const result = await importFtcFile(request, db, clock.now());
  return data(result, { status: result.ok ? 200 : result.status });
}

export default function ReportedNumbers({ loaderData, actionData }: Route.ComponentProps) {
  const sending = useNavigation().state === "submitting";
  const { totals } = loaderData;
  return (
    <>
      <PageHeader title="Reported numbers">
        The checker on /check tells readers when a number or web address they paste was reported in the last {RETENTION_DAYS.reported} days.
        Add the FTC's Do Not Call complaints here.
      </PageHeader>
      <div className="container-page max-w-3xl space-y-8 py-8">
        {actionData ? (
          <Alert tone={actionData.ok ? "safe" : "destructive"} title={actionData.title} live>
            {actionData.description}
          </Alert>
        ) : null}
        <Section title="Counted now" className="mt-0">
          {totals ? (
            <ul className="list-disc space-y-1 pl-6" data-testid="reported-totals">
              <li>From the FTC's Do Not Call data: {totals.ftc} numbers</li>
              <li>From readers' reports you approved: {totals.readers} numbers and addresses</li>
            </ul>
          ) : (
            <Alert tone="destructive" title="Error">
              The counts cannot be read right now. Please try again in a few minutes.
            </Alert>
          )}
        </Section>
        <Section title="Add an FTC file">
          <ol className="list-decimal space-y-2 pl-6">
            <li>
              On ftc.gov, open the Do Not Call Reported Calls Data page and download a day's CSV file (under 3.5 MB; one day is about 1 MB).
            </li>
            <li>
              Upload it here as it is. The file must have the columns {FTC_COLUMNS.number} and {FTC_COLUMNS.reported}.
            </li>
            <li>
              The site counts complaints per number and day and keeps only a hash of each number. Uploading the same file twice counts it
              once. Counts older than {RETENTION_DAYS.reported} days are deleted every night.
            </li>
          </ol>
          <Form method="post" encType="multipart/form-data" className="mt-6 space-y-4">
            <div>
              <label htmlFor="ftc-file" className="block text-lg font-bold">
                FTC reported-calls file (.csv)
              </label>
              <input id="ftc-file" name="file" type="file" accept=".csv,text/csv" required className="mt-2 block min-h-12 text-lg" />
            </div>
            <button type="submit" className="btn-primary" disabled={sending}>
              {sending ? "Adding…" : "Add the file"}
            </button>
          </Form>
        </Section>
        <p>
          <Link to={href("/admin")} className="btn-secondary">
            Back to the dashboard
          </Link>
        </p>
      </div>
    </>
  );
}

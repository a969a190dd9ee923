import { data, Form, href, Link, useNavigation } from "react-router";
import { ConfirmDialog, useConfirmFirst } from "~/components/operator/confirm-dialog";
import { Alert } from "~/components/ui/alert";
import { PageHeader } from "~/components/ui/page-header";
import { staticMeta } from "~/lib/route-meta";
import { requireSameOrigin } from "~/features/operator/auth.server";
import { reportDecisionForm } from "~/features/operator/schema";
import { ASKS, CHANNELS, CLAIMS, FOR_WHOM, LOSSES } from "~/features/reports/report";
import { PUBLISH_MIN_REPORTS } from "~/features/reports/publish";
import { decide, type QueuedReport, reportQueue } from "~/features/reports/reports.server";
import { getServices } from "~/server/context.server";
import { readSubmission } from "~/server/request.server";
import { logFault, orUnavailable } from "~/server/route.server";
import type { Route } from "./+types/admin.reports";

export const meta = staticMeta({
  title: "Readers' reports",
  description: "Check readers' scam reports and owners' removal requests.",
  path: "/admin/reports",
  noindex: true,
});

export async function loader({ context }: Route.LoaderArgs) {
  const { db, clock } = getServices(context);
  return { reports: await orUnavailable("reports: queue", () => reportQueue(db, clock.now())) };
}

type DecisionAnswer = { ok: boolean; message: string };

/** Approve or reject one report; approving may publish its number or website to the checker, or, for a removal, take it off. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, siteUrl, clock, edgeCache } = getServices(context);
  requireSameOrigin(request, siteUrl);
  const submission = await readSubmission(request, reportDecisionForm);
  if (!submission.ok) {
    const message = submission.formError ?? Object.values(submission.errors)[0] ?? "The decision could not be read.";
    return data<DecisionAnswer>({ ok: false, message }, { status: submission.status });
  }
  try {
    const result = await decide(db, submission.data, clock.now());
    // /reports and the scam database's counts are kept at the edge: a decision shows there at once.
    if (result.found)
      await edgeCache
        .bump(clock.now(), [href("/reports"), href("/scam-database")])
        .catch((error: unknown) => logFault("reports: edge refresh", error));
    if (!result.found) return data<DecisionAnswer>({ ok: false, message: "That report could not be found." }, { status: 404 });
    const done = submission.data.decision === "approve" ? "Approved." : "Rejected.";
    const more = result.published
      ? " Its number or website now has enough reports and is in the checker's list."
      : result.removed
        ? " The number or website was taken off the checker's list, and the request was emptied."
        : result.heldOff
          ? " It has enough reports, but its owner asked us to take it off the list before, so it stays off."
          : "";
    return { ok: true, message: `${done}${more}` } satisfies DecisionAnswer;
  } catch (error) {
    logFault("reports: decision", error);
    return data<DecisionAnswer>({ ok: false, message: "The decision could not be saved just now. Please try again." }, { status: 503 });
  }
}

/** A new alert's draft, named after the pattern and filed under the kind of scam its reports claim. */
const draftFrom = (report: QueuedReport) => {
  const guide = CLAIMS.find((claim) => claim.value === report.claimed)?.guide ?? "other";
  return `${href("/admin/alerts/new")}?${new URLSearchParams({ title: report.pattern ?? "", scamType: guide })}`;
};

const labelOf = (list: readonly { value: string; label: string }[], value: string | null) =>
  list.find((item) => item.value === value)?.label ?? value ?? "—";

function ReportCard({ report }: { report: QueuedReport }) {
  const busy = useNavigation().state === "submitting";
  const removed = report.removed ? Object.entries(JSON.parse(report.removed) as Record<string, number>) : [];
  const heading = report.kind === "removal" ? `Removal request #${report.id}` : `Report #${report.id}`;
  // Approving the last report a number needs puts it in the checker for everyone: ask first.
  const publishes =
    report.kind === "report" && report.status !== "approved" && report.contactKey !== null && report.sameContact + 1 >= PUBLISH_MIN_REPORTS;
  const question = useConfirmFirst();
  return (
    <li className="rounded-xl border-2 border-gray-400 bg-white p-4" data-testid="report-card">
      <h2 className="text-xl">
        {heading}{" "}
        <span className="text-muted">
          ({report.status}, {report.createdAt.slice(0, 10)})
        </span>
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {report.kind === "report" ? (
          <>
            <dt className="font-bold">How</dt>
            <dd>{labelOf(CHANNELS, report.channel)}</dd>
            <dt className="font-bold">Said they were</dt>
            <dd>{labelOf(CLAIMS, report.claimed)}</dd>
            <dt className="font-bold">Asked for</dt>
            <dd>{labelOf(ASKS, report.asked)}</dd>
            <dt className="font-bold">Money lost</dt>
            <dd>{labelOf(LOSSES, report.lost)}</dd>
            <dt className="font-bold">State, for</dt>
            <dd>
              {report.state ?? "—"}, {labelOf(FOR_WHOM, report.forWhom).toLowerCase()}
            </dd>
          </>
        ) : null}
        <dt className="font-bold">Number or website</dt>
        <dd className="wrap-anywhere">
          {report.contact ?? "—"}
          {report.contactKey && report.kind === "report"
            ? ` (${report.sameContact} other approved in 30 days; shown after ${PUBLISH_MIN_REPORTS})`
            : ""}
        </dd>
        {removed.length > 0 ? (
          <>
            <dt className="font-bold">Removed from the story</dt>
            <dd>{removed.map(([kind, count]) => `${count} ${kind}`).join(", ")}</dd>
          </>
        ) : null}
      </dl>
      <Form method="post" className="mt-4 space-y-3" ref={question.formRef}>
        <input type="hidden" name="id" value={report.id} />
        <div>
          <label htmlFor={`story-${report.id}`} className="block font-bold">
            Story (edit to remove anything personal the rules missed)
          </label>
          <textarea
            id={`story-${report.id}`}
            name="story"
            rows={4}
            maxLength={1000}
            className="input mt-1"
            defaultValue={report.story ?? ""}
          />
        </div>
        {report.kind === "report" ? (
          <div>
            <label htmlFor={`pattern-${report.id}`} className="block font-bold">
              Pattern (group it with others, e.g. "toll texts in Florida")
            </label>
            <input id={`pattern-${report.id}`} name="pattern" maxLength={80} className="input mt-1" defaultValue={report.pattern ?? ""} />
          </div>
        ) : null}
        {report.pattern ? (
          <p>
            <Link to={draftFrom(report)} className="font-bold">
              Start an alert about “{report.pattern}”
            </Link>
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="decision"
            value="approve"
            className="btn-primary"
            disabled={busy}
            ref={question.submitterRef}
            onClick={(event) => question.askFirst(event, publishes)}
          >
            {report.kind === "removal" ? "Approve: take it off the list" : publishes ? "Approve and publish it" : "Approve"}
          </button>
          <button type="submit" name="decision" value="reject" className="btn-secondary" disabled={busy}>
            Reject
          </button>
        </div>
        <ConfirmDialog title={`Publish ${report.contact ?? ""} in the checker?`} yes="Yes, approve and publish" {...question.dialog}>
          <p>
            With this report it has {PUBLISH_MIN_REPORTS} approved reports in 30 days. Anyone who checks it will see "Reported to us" with
            "Caller ID can be faked: the owner may be innocent".
          </p>
          <p className="mt-2">Publish it only if it is not a private person's own number and not a bank account.</p>
        </ConfirmDialog>
      </Form>
    </li>
  );
}

export default function AdminReports({ loaderData, actionData }: Route.ComponentProps) {
  const { reports } = loaderData;
  return (
    <>
      <PageHeader title="Readers' reports">
        Check each report before anything from it is shown. A number or website goes into the checker only after {PUBLISH_MIN_REPORTS}{" "}
        approved reports in 30 days, always with "Caller ID can be faked". Never publish a person's name or a bank account.
      </PageHeader>
      <div className="container-page max-w-4xl space-y-6 py-8">
        {actionData ? (
          <Alert tone={actionData.ok ? "safe" : "destructive"} title={actionData.ok ? "Saved" : "Not saved"} live>
            {actionData.message}
          </Alert>
        ) : null}
        {reports === null ? (
          <Alert tone="destructive" title="Error">
            The reports cannot be read right now. Please try again in a few minutes.
          </Alert>
        ) : reports.length === 0 ? (
          <p>No reports yet.</p>
        ) : (
          <ul className="space-y-4">
            {reports.map((report) => (
              <ReportCard key={report.id} report={report} />
            ))}
          </ul>
        )}
        <p>
          <Link to={href("/admin")} className="btn-secondary">
            Back to the dashboard
          </Link>
        </p>
      </div>
    </>
  );
}

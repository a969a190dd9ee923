import { data } from "react-router";
import { Answer } from "~/components/forms/answer";
import { PageHeader } from "~/components/ui/page-header";
import { Paragraph } from "~/components/ui/rich-text";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";
import { nextSteps } from "~/features/reports/report";
import { reportForm } from "~/features/reports/report-schema";
import { saveReport } from "~/features/reports/reports.server";
import { REPORT_FORM_ID, ReportForm, type ReportAnswer } from "~/features/reports/ui/report-form";
import { ReportSent } from "~/features/reports/ui/report-sent";
import { REPORT_WORDS } from "~/features/reports/words/report";
import { formConstraints, honeypotFilled } from "~/lib/forms";
import { pageMeta } from "~/lib/route-meta";
import { requireSameOrigin } from "~/features/operator/auth.server";
import { getServices } from "~/server/context.server";
import { countAttempt } from "~/server/rate-limit.server";
import { readSubmission } from "~/server/request.server";
import { logFault } from "~/server/route.server";
import type { Route } from "./+types/report";

export function loader() {
  return { ...pageData("/report"), constraints: formConstraints(reportForm) };
}

export const meta = pageMeta;
export const headers = pageHeaders("/report");

/** A report: checked with the form's schema, the story redacted, stored once; the answer is the official next steps. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  // Only from the site's own page: a form on another site cannot file reports in a reader's name.
  requireSameOrigin(request, services.siteUrl);
  const submission = await readSubmission(request, reportForm);
  if (!submission.ok) return data<ReportAnswer>(submission, { status: submission.status });
  const { values } = submission;
  const sent = { sent: true, steps: nextSteps(submission.data) } satisfies ReportAnswer;
  // A bot filled the hidden field: answer as if sent, store nothing.
  if (honeypotFilled(submission.form)) return sent;
  const attempt = await countAttempt(services, request, "report");
  if (attempt.outcome === "refused") return data<ReportAnswer>({ values, errors: {}, formError: REPORT_WORDS.tooMany }, { status: 429 });
  try {
    await saveReport(services.db, submission.data);
  } catch (error) {
    logFault("scam report save", error);
    return data<ReportAnswer>({ values, errors: {}, formError: REPORT_WORDS.unavailable }, { status: 503 });
  }
  return sent;
}

export default function Report({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as ReportAnswer | undefined;
  return (
    <>
      <PageHeader title={REPORT_WORDS.title}>
        <Paragraph>{REPORT_WORDS.intro}</Paragraph>
        <Paragraph className="mt-2">{REPORT_WORDS.notPolice}</Paragraph>
      </PageHeader>
      <div className="container-page max-w-3xl py-8">
        <Answer formId={REPORT_FORM_ID}>
          {answer && "sent" in answer ? (
            <ReportSent steps={answer.steps} />
          ) : (
            <ReportForm constraints={loaderData.constraints} answer={answer} />
          )}
        </Answer>
      </div>
    </>
  );
}

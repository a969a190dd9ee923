import { data } from "react-router";
import { Answer } from "~/components/forms/answer";
import { PageHeader } from "~/components/ui/page-header";
import { Paragraph } from "~/components/ui/rich-text";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";
import { nextSteps } from "~/features/reports/report";
import { reportForm } from "~/features/reports/report-schema";
import { receive } from "~/features/reports/receive.server";
import { saveReport } from "~/features/reports/reports.server";
import { REPORT_FORM_ID, ReportForm, type ReportAnswer } from "~/features/reports/ui/report-form";
import { ReportSent } from "~/features/reports/ui/report-sent";
import { REPORT_WORDS } from "~/features/reports/words/report";
import { formConstraints } from "~/lib/forms";
import { pageMeta } from "~/lib/route-meta";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/report";

export function loader() {
  return { ...pageData("/report"), constraints: formConstraints(reportForm) };
}

export const meta = pageMeta;
export const headers = pageHeaders("/report");

/** A report: checked with the form's schema, the story redacted, stored once; the answer is the official next steps. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const received = await receive(services, request, reportForm, "scam report", (report) => saveReport(services.db, report));
  if (!received.ok) {
    const { status, values, errors, formError } = received;
    return data<ReportAnswer>({ values, errors, formError }, { status });
  }
  return { sent: true, steps: nextSteps(received.data) } satisfies ReportAnswer;
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

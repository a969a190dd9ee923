import { data, Form, href, useNavigation } from "react-router";
import { Answer } from "~/components/forms/answer";
import { ErrorSummary } from "~/components/forms/error-summary";
import { fieldsOf, HoneypotField, TextField } from "~/components/forms/field";
import { TextAreaField } from "~/components/forms/text-area-field";
import { Alert } from "~/components/ui/alert";
import { PageHeader } from "~/components/ui/page-header";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";
import { removalForm } from "~/features/reports/report-schema";
import { receive } from "~/features/reports/receive.server";
import { saveRemovalRequest } from "~/features/reports/reports.server";
import { REPORT_WORDS as WORDS } from "~/features/reports/words/report";
import { type FieldErrors, type FieldValues, formConstraints } from "~/lib/forms";
import { pageMeta } from "~/lib/route-meta";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/report.mine";

const FORM_ID = "removal";
const FIELDS = ["contact", "story"] as const;
type Field = (typeof FIELDS)[number];
type RemovalAnswer = { sent: true } | { values: FieldValues<Field>; errors: FieldErrors<Field>; formError: string | null };

export function loader() {
  return { ...pageData("/report/mine"), constraints: formConstraints(removalForm) };
}

export const meta = pageMeta;
export const headers = pageHeaders("/report/mine");

/** "This is my number or my website": lands in the operator's queue (/admin/reports). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const received = await receive(services, request, removalForm, "removal request", (ask) => saveRemovalRequest(services.db, ask));
  if (!received.ok) {
    const { status, values, errors, formError } = received;
    return data<RemovalAnswer>({ values, errors, formError }, { status });
  }
  return { sent: true } satisfies RemovalAnswer;
}

export default function ReportMine({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as RemovalAnswer | undefined;
  const sending = useNavigation().state === "submitting";
  const problems = answer && "values" in answer ? answer : { values: {}, errors: {}, formError: null };
  const field = fieldsOf(FORM_ID, loaderData.constraints, problems.values, problems.errors);
  return (
    <>
      <PageHeader title={WORDS.removalTitle}>{WORDS.removalIntro}</PageHeader>
      <div className="container-page max-w-3xl py-8">
        <Answer formId={FORM_ID}>
          {answer && "sent" in answer ? (
            <Alert tone="safe" title="Request received" live>
              {WORDS.removalThanks}
            </Alert>
          ) : (
            <Form method="post" action={`${href("/report/mine")}#${FORM_ID}-answer`} className="space-y-6" noValidate>
              <ErrorSummary formId={FORM_ID} errors={problems.errors} formError={problems.formError} fieldOrder={FIELDS} />
              <HoneypotField formId={FORM_ID} />
              <TextField {...field("contact")} label={WORDS.removalContactLabel} autoComplete="off" />
              <TextAreaField {...field("story")} label={WORDS.removalStoryLabel} rows={4} />
              <button type="submit" className="btn-primary text-xl" disabled={sending}>
                {sending ? WORDS.sending : WORDS.removalSubmit}
              </button>
            </Form>
          )}
        </Answer>
      </div>
    </>
  );
}

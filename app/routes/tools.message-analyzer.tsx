import { data } from "react-router";
import { HomeTool } from "~/features/checker/ui/home-tool";
import { MESSAGE_ANALYZER } from "~/features/checker/ui/message-analyzer";
import { PageHeader } from "~/components/ui/page-header";
import { analyzeHomeMessage } from "~/features/checker/run-check";
import { pageMeta } from "~/lib/route-meta";
import { messageAnalysisForm } from "~/features/checker/schema";
import { readSubmission } from "~/server/request.server";
import { pageHeaders, registryPage } from "~/features/pages/page-data.server";
import type { Route } from "./+types/tools.message-analyzer";

export const loader = registryPage("/tools/message-analyzer");

export const meta = pageMeta;
export const headers = pageHeaders("/tools/message-analyzer");

/** The analyzer without JavaScript: the form posts here; nothing is stored or logged. */
export async function action({ request }: Route.ActionArgs) {
  const submission = await readSubmission(request, messageAnalysisForm);
  const message = submission.values.message ?? "";
  if (!submission.ok) {
    return data({ message, result: null, error: submission.formError ?? submission.errors.message ?? null }, { status: submission.status });
  }
  return { message, result: analyzeHomeMessage(submission.data.message), error: null };
}

export default function MessageAnalyzerPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Message analyzer">Does this message look like a scam? Paste it below. Nothing you paste is saved.</PageHeader>
      <div className="container-page max-w-3xl py-8">
        <HomeTool
          tool={MESSAGE_ANALYZER}
          key={actionData?.message}
          initialText={actionData?.message}
          initialResult={actionData?.result}
          error={actionData?.error}
        />
      </div>
    </>
  );
}

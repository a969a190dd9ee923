import { data, useLocation } from "react-router";
import { isCarriedCheck, type KindChoice } from "~/features/checker/carry";
import { type CheckAnswer, Checker } from "~/features/checker/ui/checker";
import { HowWeCheck } from "~/features/checker/ui/how-we-check";
import { runCheck } from "~/features/checker/run-check";
import { matchReported, type ReportedMatch } from "~/features/checker/reported";
import { reportedByPrefix } from "~/features/checker/reported.server";
import { getServices } from "~/server/context.server";
import { logFault } from "~/server/route.server";
import { PageHeader } from "~/components/ui/page-header";
import { CHECK_WORDS } from "~/features/checker/words/words";
import { pageMeta } from "~/lib/route-meta";
import { checkForm } from "~/features/checker/schema";
import { readSubmission } from "~/server/request.server";
import { pageHeaders, registryPage } from "~/features/pages/page-data.server";
import type { Route } from "./+types/check";

export const loader = registryPage("/check");
export const meta = pageMeta;
export const headers = pageHeaders("/check");

/** The check without JavaScript: the form posts here and the page shows the answer. Nothing is stored or logged. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = await readSubmission(request, checkForm);
  const text = submission.values.text ?? "";
  const kind: KindChoice = submission.ok ? (submission.data.kind ?? "auto") : "auto";
  if (!submission.ok) {
    const error = submission.formError ?? submission.errors.text ?? submission.errors.kind ?? CHECK_WORDS.empty;
    return data<CheckAnswer>({ text, kind, result: null, reported: [], error }, { status: submission.status });
  }
  const result = runCheck(submission.data.text, kind === "auto" ? undefined : kind);
  // The same range lookup as the browser's, here in the request: nothing of it is kept.
  const { db, clock } = getServices(context);
  let reported: ReportedMatch[] = [];
  try {
    reported = await matchReported(result.reportable, (prefix) => reportedByPrefix(db, prefix, clock.now()));
  } catch (error) {
    logFault("check: reported lookup", error);
  }
  return { text, kind, result, reported, error: null } satisfies CheckAnswer;
}

const EMPTY: CheckAnswer = { text: "", kind: "auto", result: null, reported: [], error: null };

export default function CheckPage({ actionData }: Route.ComponentProps) {
  const location = useLocation();
  const carried = isCarriedCheck(location.state) ? location.state : null;
  return (
    <>
      <PageHeader title={CHECK_WORDS.title}>{CHECK_WORDS.intro}</PageHeader>
      <div className="container-page max-w-4xl space-y-12 py-8">
        <Checker key={location.key} answer={actionData ?? EMPTY} carried={carried} />
        <HowWeCheck />
      </div>
    </>
  );
}

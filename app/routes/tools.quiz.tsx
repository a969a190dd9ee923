import { data } from "react-router";
import { QuickQuiz } from "~/features/quiz/ui/quick-quiz";
import { PageHeader } from "~/components/ui/page-header";
import { QUICK_QUIZ } from "~/features/quiz/words/quick-quiz";
import { applyQuizStep, progressFrom, quizStepFrom } from "~/features/quiz/quiz";
import { pageMeta } from "~/lib/route-meta";
import { quickQuizForm } from "~/features/quiz/schema";
import { readSubmission } from "~/server/request.server";
import { pageHeaders, registryPage } from "~/features/pages/page-data.server";
import type { Route } from "./+types/tools.quiz";

export const loader = registryPage("/tools/quiz");

export const meta = pageMeta;
export const headers = pageHeaders("/tools/quiz");

/** The quick quiz without JavaScript: each button posts the answers so far and one step. */
export async function action({ request }: Route.ActionArgs) {
  const submission = await readSubmission(request, quickQuizForm);
  if (!submission.ok)
    return data({ progress: null, error: submission.formError ?? "Please start the quiz again." }, { status: submission.status });
  const progress = progressFrom(submission.data, QUICK_QUIZ);
  const step = quizStepFrom(submission.data);
  return { progress: step ? applyQuizStep(QUICK_QUIZ, progress, step) : progress, error: null };
}

export default function QuizPage({ actionData }: Route.ComponentProps) {
  const progress = actionData?.progress ?? undefined;
  return (
    <>
      <PageHeader title="Quick scam quiz">Three real-life situations. Pick an answer to see what to do.</PageHeader>
      <div className="container-page max-w-3xl py-8">
        {actionData?.error ? (
          <p role="alert" className="mb-4 font-bold text-danger">
            {actionData.error}
          </p>
        ) : null}
        <QuickQuiz key={JSON.stringify(progress)} questions={QUICK_QUIZ} initial={progress} />
      </div>
    </>
  );
}

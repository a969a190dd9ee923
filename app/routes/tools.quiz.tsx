import type { Route } from "./+types/tools.quiz";
import { QuickQuiz } from "~/components/quiz/quick-quiz";
import { PageHeader } from "~/components/ui/page-header";
import { QUICK_QUIZ } from "~/content/quick-quiz";
import { applyQuizStep, progressFromForm, quizStepFromForm } from "~/lib/quiz";
import { dataMeta } from "~/lib/route-meta";
import { pageSeo } from "~/content/page-seo";
import { readForm } from "~/server/request.server";

export function loader() {
  return { seo: pageSeo("/tools/quiz") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => dataMeta(loaderData?.seo, matches);

/** The quick quiz without JavaScript: each button posts the answers so far and one step. */
export async function action({ request }: Route.ActionArgs) {
  const read = await readForm(request);
  if (!read.ok) return { progress: null };
  const progress = progressFromForm(read.form, QUICK_QUIZ);
  const step = quizStepFromForm(read.form);
  return { progress: step ? applyQuizStep(QUICK_QUIZ, progress, step) : progress };
}

export default function QuizPage({ actionData }: Route.ComponentProps) {
  const progress = actionData?.progress ?? undefined;
  return (
    <>
      <PageHeader title="Quick scam quiz">Three real-life situations. Pick an answer to see what to do.</PageHeader>
      <div className="container-page max-w-3xl py-8">
        <QuickQuiz key={JSON.stringify(progress)} questions={QUICK_QUIZ} initial={progress} />
      </div>
    </>
  );
}

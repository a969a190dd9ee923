import { data } from "react-router";
import type { Route } from "./+types/scam-quizzes";
import { QuizCenter } from "~/components/quiz/quiz-center";
import { PageHeader } from "~/components/ui/page-header";
import { pageSeo } from "~/content/page-seo";
import { EMAIL_QUIZ } from "~/content/quizzes/email";
import { SMS_QUIZ } from "~/content/quizzes/sms";
import { toQuizQuestion } from "~/lib/phone-quiz";
import { applyQuizStep, progressFromForm, quizState, quizStepFromForm } from "~/lib/quiz";
import { isQuizKind, progressCookie, progressFromCookie, recordResult } from "~/lib/quiz-center";
import { dataMeta } from "~/lib/route-meta";
import { getEnv } from "~/server/context.server";
import { listActivePhoneQuestions } from "~/server/phone-quiz.server";
import { readForm } from "~/server/request.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const tab = new URL(request.url).searchParams.get("tab");
  return {
    seo: pageSeo("/scam-quizzes"),
    phone: await listActivePhoneQuestions(getEnv(context).DB),
    email: EMAIL_QUIZ,
    sms: SMS_QUIZ,
    progress: progressFromCookie(request.headers.get("Cookie")),
    tab: isQuizKind(tab) ? tab : "phone",
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => dataMeta(loaderData?.seo, matches);

/** A quiz step without JavaScript: the answers so far and one step; a finished quiz is saved in the progress cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await readForm(request, 4096);
  if (!read.ok) return data({ error: read.error, resume: null, progress: null }, { status: read.status });
  const kind = read.form.get("quiz");
  if (!isQuizKind(kind)) return data({ error: "Please choose a quiz.", resume: null, progress: null }, { status: 400 });
  const items =
    kind === "phone"
      ? (await listActivePhoneQuestions(getEnv(context).DB)).map(toQuizQuestion)
      : (kind === "email" ? EMAIL_QUIZ : SMS_QUIZ).map(toQuizQuestion);
  const before = progressFromForm(read.form, items);
  const step = quizStepFromForm(read.form);
  const quiz = step ? applyQuizStep(items, before, step) : before;
  const state = quizState(items, quiz.answers, quiz.advanced);
  const saved = progressFromCookie(request.headers.get("Cookie"));
  if (!state.complete) return { error: null, resume: { kind, quiz }, progress: saved };
  const progress = recordResult(saved, kind, state.score, items.length);
  return data({ error: null, resume: { kind, quiz }, progress }, { headers: { "Set-Cookie": progressCookie(progress) } });
}

export default function ScamQuizzes({ loaderData, actionData }: Route.ComponentProps) {
  const progress = actionData?.progress ?? loaderData.progress;
  return (
    <>
      <PageHeader title="Scam Quiz Training Center">
        Practice on realistic calls, emails and texts. Pick an answer to see if you spotted the scam, and why. Complete all three quizzes to
        earn your certificate.
      </PageHeader>
      <div className="container-page py-8">
        {actionData?.error ? (
          <p role="alert" className="mb-4 font-bold text-danger">
            {actionData.error}
          </p>
        ) : null}
        <QuizCenter
          key={JSON.stringify(progress)}
          phone={loaderData.phone}
          email={loaderData.email}
          sms={loaderData.sms}
          progress={progress}
          tab={loaderData.tab}
          resume={actionData?.resume ?? undefined}
        />
      </div>
    </>
  );
}

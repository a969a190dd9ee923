import { data } from "react-router";
import { QuizCenter } from "~/features/quiz/ui/quiz-center";
import { PageHeader } from "~/components/ui/page-header";
import { EMAIL_QUIZ } from "~/features/quiz/words/email";
import { SMS_QUIZ } from "~/features/quiz/words/sms";
import { toQuizQuestion } from "~/features/quiz/phone-quiz";
import { applyQuizStep, progressFrom, quizState, quizStepFrom } from "~/features/quiz/quiz";
import { isQuizKind, progressCookie, progressFromCookie, recordResult } from "~/features/quiz/quiz-center";
import { pageMeta } from "~/lib/route-meta";
import { quizCenterForm } from "~/features/quiz/schema";
import { getServices } from "~/server/context.server";
import { listActivePhoneQuestions } from "~/features/quiz/phone-quiz.server";
import { readSubmission } from "~/server/request.server";
import { orUnavailable } from "~/server/route.server";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";
import type { Route } from "./+types/scam-quizzes";

/** The phone questions come from D1; when it is down the email and text quizzes (content) still work. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tab = new URL(request.url).searchParams.get("tab");
  return {
    ...pageData("/scam-quizzes"),
    phone: await orUnavailable("phone quiz questions", () => listActivePhoneQuestions(getServices(context).db)),
    email: EMAIL_QUIZ,
    sms: SMS_QUIZ,
    progress: progressFromCookie(request.headers.get("Cookie")),
    tab: isQuizKind(tab) ? tab : "phone",
  };
}

export const meta = pageMeta;
export const headers = pageHeaders("/scam-quizzes");

const PHONE_UNAVAILABLE = "The phone quiz cannot load right now. Please try again in a few minutes, or try the Email and Text quizzes.";

/** A quiz step without JavaScript: the answers so far and one step; a finished quiz is saved in the progress cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const saved = progressFromCookie(request.headers.get("Cookie"));
  const submission = await readSubmission(request, quizCenterForm, 4096);
  if (!submission.ok) {
    const error = submission.formError ?? submission.errors.quiz ?? "Please start the quiz again.";
    return data({ error, resume: null, progress: saved }, { status: submission.status });
  }
  const { quiz: kind } = submission.data;
  const phone =
    kind === "phone" ? await orUnavailable("phone quiz questions", () => listActivePhoneQuestions(getServices(context).db)) : [];
  if (phone === null) return data({ error: PHONE_UNAVAILABLE, resume: null, progress: saved }, { status: 503 });
  const items = (kind === "phone" ? phone : kind === "email" ? EMAIL_QUIZ : SMS_QUIZ).map(toQuizQuestion);
  const before = progressFrom(submission.data, items);
  const step = quizStepFrom(submission.data);
  const quiz = step ? applyQuizStep(items, before, step) : before;
  const state = quizState(items, quiz.answers, quiz.advanced);
  if (!state.complete) return { error: null, resume: { kind, quiz }, progress: saved };
  const progress = recordResult(saved, kind, state.score, items.length);
  const secure = new URL(request.url).protocol === "https:";
  return data({ error: null, resume: { kind, quiz }, progress }, { headers: { "Set-Cookie": progressCookie(progress, secure) } });
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

import { data } from "react-router";
import { AudioUploadForm } from "~/features/quiz/ui/audio-upload-form";
import { QuestionList } from "~/features/quiz/ui/question-list";
import { Alert } from "~/components/ui/alert";
import { PageHeader } from "~/components/ui/page-header";
import { Section } from "~/components/ui/section";
import { staticMeta } from "~/lib/route-meta";
import { questionToggleForm } from "~/features/operator/schema";
import { requireSameOrigin } from "~/features/operator/auth.server";
import { getServices } from "~/server/context.server";
import { listAllPhoneQuestions, setPhoneQuestionActive } from "~/features/quiz/phone-quiz.server";
import { uploadQuizAudio } from "~/features/quiz/quiz-audio.server";
import { readSubmission } from "~/server/request.server";
import { orUnavailable } from "~/server/route.server";
import type { Route } from "./+types/admin.quiz-audio";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, siteUrl } = getServices(context);
  return { questions: await orUnavailable("quiz audio: questions", () => listAllPhoneQuestions(db)), siteUrl };
}

export const meta = staticMeta({
  title: "Quiz audio",
  description: "Upload recordings for the phone quiz.",
  path: "/admin/quiz-audio",
  noindex: true,
});

/** Upload a recording (multipart), or switch a question on or off. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, siteUrl, storage } = getServices(context);
  requireSameOrigin(request, siteUrl);
  if ((request.headers.get("Content-Type") ?? "").includes("multipart/form-data")) {
    const result = await uploadQuizAudio(request, db, storage.quizAudio);
    return data({ kind: "upload" as const, ...result }, { status: result.ok ? 200 : result.status });
  }
  const submission = await readSubmission(request, questionToggleForm, 1024);
  if (!submission.ok) {
    const description = submission.formError ?? "Question not found";
    return data({ kind: "toggle" as const, ok: false as const, title: "Error", description }, { status: submission.status });
  }
  const changed = await orUnavailable("quiz audio: switch question", () =>
    setPhoneQuestionActive(db, submission.data.slug, submission.data.active === "1"),
  );
  if (changed === null) {
    const description = "The change could not be saved right now. Please try again in a few minutes.";
    return data({ kind: "toggle" as const, ok: false as const, title: "Error", description }, { status: 503 });
  }
  if (!changed)
    return data(
      { kind: "toggle" as const, ok: false as const, title: "Question not found", description: "Question not found" },
      { status: 404 },
    );
  return { kind: "toggle" as const, ok: true as const, title: "Saved", description: "The question was updated." };
}

export default function QuizAudio({ loaderData, actionData }: Route.ComponentProps) {
  const { questions } = loaderData;
  return (
    <>
      <PageHeader title="Quiz audio">Upload a recording for a phone quiz question. MP3, 10 to 60 seconds, under 1.5 MB.</PageHeader>
      <div className="container-page py-8">
        {actionData ? (
          <Alert tone={actionData.ok ? "safe" : "destructive"} title={actionData.title} live className="mb-6">
            {actionData.description}
          </Alert>
        ) : null}
        {questions ? (
          <>
            <Section title="Upload & map audio" className="mt-0">
              <AudioUploadForm questions={questions} />
            </Section>
            <Section title="Current Questions">
              <QuestionList questions={questions} siteUrl={loaderData.siteUrl} />
            </Section>
          </>
        ) : (
          <Alert tone="destructive" title="Error">
            Failed to fetch quiz questions. The database cannot be reached right now; please try again in a few minutes.
          </Alert>
        )}
      </div>
    </>
  );
}

import { useCallback, useState } from "react";
import { href, Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Tabs } from "~/components/ui/tabs";
import type { EmailQuizItem, TextQuizItem } from "~/content/types";
import type { PhoneQuizQuestion } from "../phone-quiz";
import { toQuizQuestion } from "../phone-quiz";
import type { QuizProgress } from "../quiz";
import {
  certificationTier,
  overallPercent,
  percent,
  progressCookie,
  QUIZ_KINDS,
  QUIZ_LABELS,
  recordResult,
  RESULT_MESSAGES,
  resultGrade,
  type QuizCenterProgress,
  type QuizKind,
} from "../quiz-center";
import { track } from "~/lib/track";
import { EmailCard, PhoneCall, RedFlagsAfterAnswer, TextMessage } from "./quiz-items";
import { QuizRunner } from "./quiz-runner";
import { Paragraph, RichText } from "~/components/ui/rich-text";

export const QUIZ_CENTER_ACTION = href("/scam-quizzes");

export const EMPTY_PHONE_QUIZ = {
  title: "No Quiz Questions Available",
  text: "Quiz questions are being prepared. Please check back later.",
} as const;

/** When the phone questions cannot be loaded (the database is down), the other two quizzes still work. */
export const PHONE_QUIZ_UNAVAILABLE = {
  title: "The phone quiz cannot load right now",
  text: "Please try the Email and Text quizzes, which work now, and come back to the phone quiz in a few minutes.",
} as const;

function Result({ kind, score, total }: { kind: QuizKind; score: number; total: number }) {
  const pct = percent(score, total);
  return (
    <>
      <h3 className="text-2xl">{QUIZ_LABELS[kind].title}: complete</h3>
      <p className="text-xl">
        You scored{" "}
        <strong>
          {score} out of {total}
        </strong>{" "}
        ({pct}%).
      </p>
      <p>{RESULT_MESSAGES[resultGrade(kind, pct)]}</p>
    </>
  );
}

function ProgressPanel({ progress }: { progress: QuizCenterProgress }) {
  return (
    <section aria-labelledby="progress-title" className="card">
      <h2 id="progress-title" className="text-2xl">
        Your progress
      </h2>
      <ul className="mt-3 space-y-2" data-testid="progress-panel">
        {QUIZ_KINDS.map((kind) => {
          const result = progress.scores[kind];
          return (
            <li key={kind} className="flex flex-wrap justify-between gap-2">
              <span className="font-bold">
                <RichText>{QUIZ_LABELS[kind].title}</RichText>
              </span>
              <span>{result ? `${result.score} of ${result.total} (${percent(result.score, result.total)}%)` : "Not taken yet"}</span>
            </li>
          );
        })}
      </ul>
      {progress.completed.length > 0 ? (
        <p className="mt-3">
          Overall: <strong>{overallPercent(progress)}%</strong>
        </p>
      ) : null}
    </section>
  );
}

function CertificationBanner({ progress }: { progress: QuizCenterProgress }) {
  const tier = certificationTier(progress);
  if (!tier) {
    const left = QUIZ_KINDS.filter((k) => !progress.completed.includes(k)).length;
    return (
      <Alert tone="info" title="Earn your Scam Detection certificate">
        Complete all three quizzes to earn your certificate. {left === 3 ? "Start with any quiz." : `${left} to go.`}
      </Alert>
    );
  }
  return (
    <Alert tone="safe" title={`Certified: ${tier}`}>
      <p>You completed all three quizzes with an overall score of {overallPercent(progress)}%.</p>
      <p className="mt-3">
        <Link to={href("/scam-quizzes/certificate")} className="btn-primary">
          View and print your certificate
        </Link>
      </p>
    </Alert>
  );
}

export interface QuizCenterProps {
  /** Null when the questions could not be loaded. */
  phone: readonly PhoneQuizQuestion[] | null;
  email: readonly EmailQuizItem[];
  sms: readonly TextQuizItem[];
  progress: QuizCenterProgress;
  tab: QuizKind;
  /** Where a quiz stands after a step posted without JavaScript. */
  resume?: { kind: QuizKind; quiz: QuizProgress };
}

/** The quiz training center: three quizzes in tabs, the progress panel and the certification banner. */
export function QuizCenter({ phone, email, sms, progress: initialProgress, tab, resume }: QuizCenterProps) {
  const [progress, setProgress] = useState(initialProgress);
  const complete = useCallback(
    (kind: QuizKind) => (score: number, total: number) => {
      setProgress((p) => {
        const next = recordResult(p, kind, score, total);
        // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is missing from older phones.
        document.cookie = progressCookie(next, location.protocol === "https:");
        return next;
      });
      track("quiz_complete", { quiz_type: kind, score, total_questions: total, percentage: percent(score, total) });
    },
    [],
  );
  const onComplete = { phone: complete("phone"), email: complete("email"), sms: complete("sms") };

  const runner = (kind: QuizKind, questions: ReturnType<typeof toQuizQuestion>[], extra: Partial<Parameters<typeof QuizRunner>[0]>) => {
    const initial = resume?.kind === kind ? resume.quiz : undefined;
    return (
      <QuizRunner
        key={JSON.stringify(initial)}
        questions={questions}
        labels={QUIZ_LABELS[kind]}
        action={`${QUIZ_CENTER_ACTION}?tab=${kind}`}
        formId="quiz-center"
        hiddenFields={{ quiz: kind }}
        initial={initial}
        showProgressBar
        renderResult={(score, total) => <Result kind={kind} score={score} total={total} />}
        onComplete={onComplete[kind]}
        {...extra}
      />
    );
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      {/* The section heading the question cards' h3 headings sit under. */}
      <section aria-labelledby="quizzes-title">
        <h2 id="quizzes-title" className="mb-4 text-2xl">
          Pick a quiz
        </h2>
        <Tabs
          label="Quizzes"
          selectedId={resume?.kind ?? tab}
          items={[
            {
              id: "phone",
              label: "Phone",
              content:
                phone === null ? (
                  <Alert tone="caution" title={PHONE_QUIZ_UNAVAILABLE.title}>
                    {PHONE_QUIZ_UNAVAILABLE.text}
                  </Alert>
                ) : phone.length === 0 ? (
                  <Alert tone="info" title={EMPTY_PHONE_QUIZ.title}>
                    {EMPTY_PHONE_QUIZ.text}
                  </Alert>
                ) : (
                  runner("phone", phone.map(toQuizQuestion), {
                    renderItem: (i) => <PhoneCall question={phone[i]!} />,
                    renderAfterAnswer: (i) => <Paragraph className="font-bold">{phone[i]!.stats}</Paragraph>,
                  })
                ),
            },
            {
              id: "email",
              label: "Email",
              content: runner("email", email.map(toQuizQuestion), { renderItem: (i) => <EmailCard item={email[i]!} /> }),
            },
            {
              id: "sms",
              label: "Text (SMS)",
              content: runner("sms", sms.map(toQuizQuestion), {
                renderItem: (i) => <TextMessage item={sms[i]!} />,
                renderAfterAnswer: (i) => <RedFlagsAfterAnswer flags={sms[i]!.redFlags} />,
              }),
            },
          ]}
        />
      </section>
      <div className="space-y-6">
        <ProgressPanel progress={progress} />
        <CertificationBanner progress={progress} />
      </div>
    </div>
  );
}

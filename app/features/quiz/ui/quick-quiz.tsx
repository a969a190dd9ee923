import { href, Link } from "react-router";
import { homeQuizMessage, START, type QuizProgress, type QuizQuestion } from "../quiz";
import { QuizRunner } from "./quiz-runner";
import { Paragraph } from "~/components/ui/rich-text";

export const QUICK_QUIZ_ACTION = href("/tools/quiz");

/** The home page's three-question quiz, with its score messages and a link to the training. */
export function QuickQuiz({ questions, initial = START }: { questions: readonly QuizQuestion[]; initial?: QuizProgress }) {
  return (
    <QuizRunner
      questions={questions}
      labels={{ next: "Next Question", complete: "Complete Quiz" }}
      action={QUICK_QUIZ_ACTION}
      formId="quick-quiz"
      initial={initial}
      renderResult={(score, total) => {
        const message = homeQuizMessage(score, total);
        return (
          <>
            <h3 className="text-2xl">{message.title}</h3>
            <p className="text-xl">
              You scored{" "}
              <strong>
                {score} out of {total}
              </strong>
              .
            </p>
            <Paragraph>{message.text}</Paragraph>
            <p>
              <Link to={href("/protect-yourself")} className="btn-secondary">
                Learn to protect yourself
              </Link>
            </p>
          </>
        );
      }}
    />
  );
}

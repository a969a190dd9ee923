import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import {
  applyQuizStep,
  homeQuizMessage,
  isCorrect,
  quizState,
  START,
  type QuizProgress,
  type QuizQuestion,
  type QuizStep,
} from "~/lib/quiz";

export const QUICK_QUIZ_ACTION = "/tools/quiz";

/**
 * The home page's short quiz. Every button is a real submit button, so without JavaScript each
 * step posts to /tools/quiz with the answers so far; with JavaScript the same steps run in place.
 */
export function QuickQuiz({ questions, initial = START }: { questions: readonly QuizQuestion[]; initial?: QuizProgress }) {
  const [progress, setProgress] = useState<QuizProgress>(initial);
  const state = quizState(questions, progress.answers, progress.advanced);
  const root = useRef<HTMLDivElement>(null);
  const stepped = useRef(false);
  // After each step the clicked button may vanish or be disabled: move focus to what changed.
  useEffect(() => {
    if (stepped.current) root.current?.querySelector<HTMLElement>("[data-quiz-focus]")?.focus();
  }, [progress]);
  const step = (s: QuizStep) => (event: React.MouseEvent) => {
    event.preventDefault();
    stepped.current = true;
    setProgress((p) => applyQuizStep(questions, p, s));
  };
  const hidden = (
    <>
      <input type="hidden" name="answers" value={progress.answers.join(",")} />
      <input type="hidden" name="advanced" value={progress.advanced ? "1" : "0"} />
    </>
  );

  if (state.complete) {
    const message = homeQuizMessage(state.score, questions.length);
    return (
      <div ref={root}>
      <form method="post" action={QUICK_QUIZ_ACTION} className="space-y-4" data-testid="quiz-result">
        <h3 className="text-2xl" tabIndex={-1} data-quiz-focus>{message.title}</h3>
        <p className="text-xl">
          You scored <strong>{state.score} out of {questions.length}</strong>.
        </p>
        <p>{message.text}</p>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="retake" value="1" className="btn-primary" onClick={step({ type: "retake" })}>
            Retake Quiz
          </button>
          <Link to="/protect-yourself" className="btn-secondary">
            Learn to protect yourself
          </Link>
        </div>
      </form>
      </div>
    );
  }

  const question = questions[state.current]!;
  const last = state.current === questions.length - 1;
  return (
    <div ref={root}>
    <form method="post" action={QUICK_QUIZ_ACTION} className="space-y-4">
      {hidden}
      <p className="font-bold text-muted" tabIndex={-1} data-quiz-focus={state.picked === null ? "" : undefined}>
        Question {state.current + 1} of {questions.length}
      </p>
      <fieldset>
        <legend className="text-xl font-bold">{question.question}</legend>
        <ul className="mt-4 space-y-3">
          {question.options.map((option, i) => {
            const answered = state.picked !== null;
            const right = answered && i === question.correctIndex;
            const wrong = answered && i === state.picked && !right;
            return (
              <li key={option}>
                <button
                  type="submit"
                  name="pick"
                  value={i}
                  disabled={answered}
                  aria-pressed={answered ? state.picked === i : undefined}
                  onClick={step({ type: "pick", option: i })}
                  className={`btn w-full justify-start text-left font-normal ${
                    right
                      ? "border-safe bg-safe-soft"
                      : wrong
                        ? "border-danger bg-danger-soft"
                        : "border-line bg-white hover:bg-brand-soft"
                  } disabled:opacity-100`}
                >
                  {right ? <span className="font-bold text-safe">Correct answer: </span> : null}
                  {wrong ? <span className="font-bold text-danger">Your answer, not right: </span> : null}
                  {option}
                </button>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div aria-live="polite">
        {state.picked !== null ? (
          <div className="space-y-4" tabIndex={-1} data-quiz-focus>
            <Alert tone={isCorrect(question, state.picked) ? "safe" : "caution"} title={isCorrect(question, state.picked) ? "Correct!" : "Not quite."}>
              <p>{question.explanation}</p>
            </Alert>
            <button type="submit" name="next" value="1" className="btn-primary" onClick={step({ type: "next" })}>
              {last ? "Complete Quiz" : "Next Question"}
            </button>
          </div>
        ) : null}
      </div>
    </form>
    </div>
  );
}

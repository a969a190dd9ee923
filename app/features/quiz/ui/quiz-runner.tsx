import { useEffect, useRef, useState, type ReactNode } from "react";
import { actionToAnswer, answerId } from "~/components/forms/answer";
import { Alert } from "~/components/ui/alert";
import { applyQuizStep, isCorrect, progressValue, quizState, START, type QuizProgress, type QuizQuestion, type QuizStep } from "../quiz";
import { Paragraph } from "~/components/ui/rich-text";

export interface QuizRunnerProps {
  questions: readonly QuizQuestion[];
  labels: { next: string; complete: string; retake?: string };
  /** Where the form posts without JavaScript. */
  action: string;
  /** Names the step's answer (see answerId): a post without JavaScript comes back scrolled to it. */
  formId: string;
  hiddenFields?: Record<string, string>;
  initial?: QuizProgress;
  /** What the question is about (an email, a text, a call), above the question. */
  renderItem?: (index: number) => ReactNode;
  /** Shown with the explanation once the answer is locked (red flags, a statistic). */
  renderAfterAnswer?: (index: number) => ReactNode;
  renderResult: (score: number, total: number) => ReactNode;
  showProgressBar?: boolean;
  onComplete?: (score: number, total: number) => void;
}

/**
 * The shared quiz flow: pick an answer and it is locked, the chosen option is marked
 * wrong and the right one right, the explanation appears, then Next or Complete, then the result
 * with Retake. Every button is a real submit button, so without JavaScript each step posts to
 * `action` with the answers so far; with JavaScript the same steps run in place.
 */
export function QuizRunner(props: QuizRunnerProps) {
  const {
    questions,
    labels,
    action: path,
    formId,
    hiddenFields = {},
    initial = START,
    renderItem,
    renderAfterAnswer,
    renderResult,
    showProgressBar,
    onComplete,
  } = props;
  const [progress, setProgress] = useState<QuizProgress>(initial);
  const state = quizState(questions, progress.answers, progress.advanced);
  const root = useRef<HTMLDivElement>(null);
  const stepped = useRef(false);
  const action = actionToAnswer(path, formId);
  // What changed with the last step (the question, the explanation or the score): without JavaScript
  // the page is scrolled to it, with JavaScript it takes the focus.
  const focusHere = { id: answerId(formId), tabIndex: -1, "data-quiz-focus": "" };

  // After each step the clicked button may vanish or be disabled: move focus to what changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new step is the trigger.
  useEffect(() => {
    if (stepped.current) root.current?.querySelector<HTMLElement>("[data-quiz-focus]")?.focus();
  }, [progress]);

  const completedOnce = useRef(false);
  useEffect(() => {
    if (state.complete && stepped.current && !completedOnce.current) {
      completedOnce.current = true;
      onComplete?.(state.score, questions.length);
    }
    if (!state.complete) completedOnce.current = false;
  }, [state.complete, state.score, questions.length, onComplete]);

  const step = (s: QuizStep) => (event: React.MouseEvent) => {
    event.preventDefault();
    stepped.current = true;
    setProgress((p) => applyQuizStep(questions, p, s));
  };
  const fields = (
    <>
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="answers" value={progress.answers.join(",")} />
      <input type="hidden" name="advanced" value={progress.advanced ? "1" : "0"} />
    </>
  );

  if (state.complete) {
    return (
      <div ref={root}>
        <form method="post" action={action} className="space-y-4" data-testid="quiz-result">
          {fields}
          <div {...focusHere} className="scroll-mt-4 space-y-4">
            {renderResult(state.score, questions.length)}
          </div>
          <button type="submit" name="retake" value="1" className="btn-primary" onClick={step({ type: "retake" })}>
            {labels.retake ?? "Retake Quiz"}
          </button>
        </form>
      </div>
    );
  }

  const question = questions[state.current]!;
  const answered = state.picked !== null;
  const last = state.current === questions.length - 1;
  const value = progressValue(state.current, answered, questions.length);
  return (
    <div ref={root}>
      <form method="post" action={action} className="space-y-4">
        {fields}
        <p className="scroll-mt-4 font-bold text-muted" {...(answered ? { tabIndex: -1 } : focusHere)}>
          Question {state.current + 1} of {questions.length}
        </p>
        {showProgressBar ? (
          <div
            role="progressbar"
            aria-label="Quiz progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(value)}
            className="h-4 w-full rounded-full border-2 border-brand bg-white"
          >
            <div className="h-full rounded-full bg-brand" style={{ width: `${value}%` }} />
          </div>
        ) : null}
        {renderItem?.(state.current)}
        <fieldset>
          <legend className="text-xl font-bold">{question.question}</legend>
          <ul className="mt-4 space-y-3">
            {question.options.map((option, i) => {
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
                    className={`btn w-full justify-start text-left font-normal whitespace-normal ${
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
          {answered ? (
            <div className="scroll-mt-4 space-y-4" {...focusHere}>
              <Alert
                tone={isCorrect(question, state.picked!) ? "safe" : "caution"}
                title={isCorrect(question, state.picked!) ? "Correct!" : "Not quite."}
              >
                <Paragraph>{question.explanation}</Paragraph>
              </Alert>
              {renderAfterAnswer?.(state.current)}
              <button type="submit" name="next" value="1" className="btn-primary" onClick={step({ type: "next" })}>
                {last ? labels.complete : labels.next}
              </button>
            </div>
          ) : null}
        </div>
      </form>
    </div>
  );
}

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { actionToAnswer, answerId } from "~/components/forms/answer";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { CheckWords } from "../words/words";
import { CHECK_MAX_LENGTH, type CheckResult } from "../types";
import { track } from "~/lib/track";
import { type CarriedCheck, CHECK_FORM_ID, KIND_CHOICES, type KindChoice } from "../carry";
import { CheckResultView as ResultNow } from "./check-result";
import type { ReportedMatch } from "../reported";

// The answer is the result or, when there is none, the problem: each takes the id in its turn.
const ANSWER_ID = answerId(CHECK_FORM_ID);

// The answer's code comes with the checker's, when a check runs: it is not needed to show the
// empty page. On the server it renders at once; a page that arrives with an answer keeps the
// server's HTML (the Suspense boundary) until the code is in.
const loadResult = () => import("./check-result");
const CheckResultView = import.meta.env.SSR ? ResultNow : lazy(() => loadResult().then((m) => ({ default: m.CheckResultView })));

export interface CheckAnswer {
  text: string;
  kind: KindChoice;
  result: CheckResult | null;
  /** The numbers and addresses in it that people reported. */
  reported: ReportedMatch[];
  error: string | null;
}

/**
 * The one box of /check. With JavaScript the check runs here, in the reader's browser, and only the
 * outcome and the kind of input are counted; without it the form posts to /check, which answers with
 * this component and its result and keeps nothing.
 */
export function Checker({ answer, carried, words }: { answer: CheckAnswer; carried?: CarriedCheck | null; words: CheckWords }) {
  const hydrated = useHydrated();
  // The box and the choice are the form's own (uncontrolled), like the site's other forms: what the
  // reader typed or chose before the page's script ran survives hydration, and a check reads them
  // from the form when it is sent.
  const text = carried?.checkText ?? answer.text;
  const kind = carried?.checkKind ?? answer.kind;
  const [shown, setShown] = useState({ text: answer.text, result: answer.result, reported: answer.reported, error: answer.error });
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  // After a check the answer (or the error) takes the focus, so a screen reader reads it next.
  const focusResult = useRef(false);
  // The answer may mount a moment after the state changes (its code is loaded): whichever comes
  // last, the effect or the heading's ref, moves the focus.
  const focusAnswer = () => {
    const target = shown.result ? heading.current : errorRef.current;
    if (!focusResult.current || busy || !target) return;
    focusResult.current = false;
    target.focus();
  };
  useEffect(focusAnswer);

  async function check(input: string, choice: KindChoice) {
    if (input.trim() === "") {
      focusResult.current = true;
      setShown({ text: input, result: null, reported: [], error: words.errors.empty });
      return;
    }
    setBusy(true);
    try {
      const [{ runCheck, lookUpReported }, inSpanish] = await Promise.all([
        import("../run-check"),
        // Only the Spanish page loads the Spanish words of the signs.
        words.lang === "es" ? import("../es/result").then((m) => m.resultInSpanish) : undefined,
        loadResult(),
      ]);
      const found = runCheck(input.slice(0, CHECK_MAX_LENGTH), choice === "auto" ? undefined : choice);
      const result = inSpanish ? inSpanish(found) : found;
      focusResult.current = true;
      setShown({ text: input.slice(0, CHECK_MAX_LENGTH), result, reported: [], error: null });
      track("check_result", { outcome: result.outcome, kind: result.kind });
      // The answer does not wait for the lookup; a failed lookup shows nothing more.
      lookUpReported(result.reportable).then(
        (reported) => setShown((now) => (now.result === result && reported.length > 0 ? { ...now, reported } : now)),
        () => undefined,
      );
    } finally {
      setBusy(false);
    }
  }

  // A check handed over by another tool runs once, as soon as the page can run it.
  const ran = useRef(false);
  useEffect(() => {
    if (!carried || ran.current) return;
    ran.current = true;
    void check(carried.checkText, carried.checkKind);
  });

  return (
    <div className="space-y-8">
      <form
        method="post"
        action={actionToAnswer(words.action, CHECK_FORM_ID)}
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const choice = KIND_CHOICES.find((candidate) => candidate === form.get("kind")) ?? "auto";
          void check(String(form.get("text") ?? ""), choice);
        }}
      >
        <div>
          <label htmlFor="check-text" className="block text-xl font-bold">
            {words.label}
          </label>
          <p id="check-hint" className="mt-1 text-lg">
            {words.hint}
          </p>
          {shown.error ? (
            <p
              id={ANSWER_ID}
              ref={errorRef}
              tabIndex={-1}
              role="alert"
              className="mt-2 scroll-mt-4 rounded-lg border-l-8 border-danger bg-danger-soft p-3 text-lg font-bold"
            >
              {shown.error}
            </p>
          ) : null}
          <textarea
            id="check-text"
            name="text"
            rows={5}
            maxLength={CHECK_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={shown.error ? `check-hint ${ANSWER_ID}` : "check-hint"}
            aria-invalid={shown.error ? true : undefined}
            className="input mt-2 text-lg"
            defaultValue={text}
          />
        </div>
        <fieldset>
          <legend className="text-lg font-bold">{words.kindLegend}</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {KIND_CHOICES.map((choice) => (
              <label
                key={choice}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 border-gray-400 bg-white px-4 py-2 has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-4 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-dark"
              >
                <input type="radio" name="kind" value={choice} defaultChecked={kind === choice} className="h-6 w-6 shrink-0 accent-brand" />
                <span className="text-lg">{words.kinds[choice]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <p className="text-lg font-bold" data-testid="check-privacy">
          {hydrated ? words.privacy : words.privacyNoScript}
        </p>
        <button type="submit" className="btn-primary text-xl" disabled={busy}>
          {busy ? words.checking : words.submit}
        </button>
      </form>
      <div aria-live="polite" id={shown.result ? ANSWER_ID : undefined} className="scroll-mt-4">
        {shown.result ? (
          <Suspense fallback={null}>
            <CheckResultView
              text={shown.text}
              result={shown.result}
              reported={shown.reported}
              words={words}
              headingRef={(node) => {
                heading.current = node;
                focusAnswer();
              }}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

import { Form, Link } from "react-router";
import { actionToAnswer, answerId } from "~/components/forms/answer";
import type { Choice, StepView } from "~/content/help-now/questions";
import { STEP_PROBLEM } from "~/content/help-now/questions";
import { STEP_COUNT } from "~/lib/help-now";
import { US_STATES } from "~/lib/us-states";
import { RichText } from "~/components/ui/rich-text";

// Each step comes back scrolled to its count and question, not to the top of the page.
const FORM_ID = "help-now";

function ChoiceCard({ name, choice, type, checked }: { name: string; choice: Choice; type: "radio" | "checkbox"; checked: boolean }) {
  return (
    <label className="flex min-h-14 cursor-pointer items-start gap-4 rounded-xl border-2 border-gray-400 bg-white p-4 hover:border-brand has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-4 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-dark">
      <input type={type} name={name} value={choice.value} defaultChecked={checked} className="mt-1 h-7 w-7 shrink-0 accent-brand" />
      <span>
        <span className="block text-xl font-bold">{choice.label}</span>
        {choice.hint ? (
          <span className="block text-lg">
            <RichText>{choice.hint}</RichText>
          </span>
        ) : null}
      </span>
    </label>
  );
}

/**
 * One question of /help-now as a GET form: big choice cards, "Step 2 of 6", Back and Start over.
 * The last step sends the answers to the plan.
 */
export function StepForm({ view }: { view: StepView }) {
  const { step, question, problem } = view;
  const last = step === STEP_COUNT;
  const errorId = "help-now-problem";
  const hintId = "help-now-hint";
  const message =
    problem === "invalid"
      ? STEP_PROBLEM.invalid
      : problem === "missing"
        ? STEP_PROBLEM.missing[question.kind === "all" ? "all" : "one"]
        : null;
  const describedBy = [message ? errorId : null, question.hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <Form
      method="get"
      action={last ? "/help-now/plan" : actionToAnswer("/help-now", FORM_ID)}
      className="mt-6"
      key={`${step}-${view.carried.join()}`}
    >
      <p id={answerId(FORM_ID)} tabIndex={-1} className="scroll-mt-4 text-lg font-bold focus:outline-none" data-testid="step-count">
        {`Step ${step} of ${STEP_COUNT}`}
      </p>
      {view.carried.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      {last ? null : <input type="hidden" name="step" value={step + 1} />}
      <fieldset className="mt-2" aria-describedby={question.kind === "state" ? undefined : describedBy}>
        <legend>
          <h2 className="text-3xl">{view.ask}</h2>
        </legend>
        {question.hint ? (
          <p id={hintId} className="mt-2 text-lg">
            {question.hint}
          </p>
        ) : null}
        {message ? (
          <p id={errorId} role="alert" className="mt-3 rounded-lg border-l-8 border-danger bg-danger-soft p-3 text-lg font-bold">
            {message}
          </p>
        ) : null}
        {question.kind === "state" ? (
          <div className="mt-4 max-w-md">
            <label htmlFor="help-now-state" className="block text-xl font-bold">
              State or territory
            </label>
            <select
              id="help-now-state"
              name="state"
              defaultValue={view.chosen[0] ?? ""}
              aria-describedby={describedBy}
              className="input mt-2 text-lg"
            >
              <option value="">I'd rather not say</option>
              {US_STATES.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <div className="mt-4 grid gap-3 md:grid-cols-2">
            {question.choices.map((choice) => (
              <ChoiceCard
                key={choice.value}
                name={question.id}
                choice={choice}
                type={question.kind === "all" ? "checkbox" : "radio"}
                checked={view.chosen.includes(choice.value)}
              />
            ))}
          </div>
        )}
      </fieldset>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary text-xl">
          {last ? "Show my plan" : "Next"}
        </button>
        {view.backHref ? (
          <Link to={`${view.backHref}#${answerId(FORM_ID)}`} className="btn-secondary">
            Back
          </Link>
        ) : null}
        {step > 1 ? (
          <Link to="/help-now" className="btn-secondary">
            Start over
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

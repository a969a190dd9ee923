import { Form, Link } from "react-router";
import { actionToAnswer, answerId } from "~/components/forms/answer";
import type { HelpNowPageWords } from "../words/languages";
import type { Choice, StartView, StepView } from "../words/questions";
import { US_STATES } from "../us-states";
import { RichText } from "~/components/ui/rich-text";

// Each screen comes back scrolled to its count and question, not to the top of the page.
const FORM_ID = "help-now";

const CARD =
  "flex min-h-14 cursor-pointer items-start gap-4 rounded-xl border-2 border-gray-400 bg-white p-4 hover:border-brand has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-4 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-dark";

function ChoiceCard({ name, choice, type, checked }: { name: string; choice: Choice; type: "radio" | "checkbox"; checked: boolean }) {
  return (
    <label className={CARD}>
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

/** One answer that is also the button: a single tap chooses it and moves on. */
function TapButton({ name, choice }: { name: string; choice: Choice }) {
  return (
    <button
      type="submit"
      name={name}
      value={choice.value}
      className="flex min-h-14 w-full items-center justify-between gap-3 rounded-xl border-2 border-brand bg-white px-4 py-3 text-left hover:bg-brand-soft"
    >
      <span>
        <span className="block text-xl font-bold text-brand-dark">{choice.label}</span>
        {choice.hint ? <span className="block text-lg text-ink">{choice.hint}</span> : null}
      </span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 shrink-0 text-brand" fill="none" stroke="currentColor" strokeWidth="3">
        <path d="m9 5 7 7-7 7" />
      </svg>
    </button>
  );
}

function StepCount({ step, count, words }: { step: number; count: number; words: HelpNowPageWords["ui"] }) {
  return (
    <p id={answerId(FORM_ID)} tabIndex={-1} className="scroll-mt-4 text-lg font-bold focus:outline-none" data-testid="step-count">
      {count === 1 ? words.oneQuestion : words.stepCount.replace("{step}", String(step)).replace("{count}", String(count))}
    </p>
  );
}

/**
 * The start of /help-now: who it is for (Me is chosen), then one tap on the common case that fits,
 * which opens its short path; "Something else" opens the six questions.
 */
export function StartForm({ start, words }: { start: StartView; words: HelpNowPageWords }) {
  const START = words.start;
  return (
    <Form method="get" action={actionToAnswer(words.paths.start, FORM_ID)}>
      <p id={answerId(FORM_ID)} tabIndex={-1} className="sr-only scroll-mt-4 focus:outline-none">
        {words.ui.start}
      </p>
      <fieldset>
        <legend className="text-xl font-bold">{START.forLegend}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {START.forChoices.map((choice) => (
            <label
              key={choice.value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border-2 border-gray-400 bg-white px-3 py-1 hover:border-brand has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-4 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-dark"
            >
              <input
                type="radio"
                name="for"
                value={choice.value}
                defaultChecked={start.for === choice.value}
                className="h-7 w-7 shrink-0 accent-brand"
              />
              <span className="text-lg font-bold">{choice.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-4" aria-describedby="help-now-start-hint">
        {/* The question is the page's title just above; the group still carries its name. */}
        <legend className="sr-only">{START.ask}</legend>
        <p id="help-now-start-hint" className="text-lg font-bold">
          {START.hint}
        </p>
        <div className="mt-3 grid gap-3">
          {START.choices.map((choice) => (
            <TapButton key={choice.value} name="path" choice={choice} />
          ))}
        </div>
      </fieldset>
      <p className="mt-4 text-lg">{START.stored}</p>
    </Form>
  );
}

/**
 * One question of /help-now as a GET form. On a quick path each answer is a button (one tap);
 * the full path has choice cards and Next. The last question sends the answers to the plan.
 */
export function StepForm({ view, words }: { view: StepView; words: HelpNowPageWords }) {
  const { step, question, problem, kind } = view;
  const { stepProblem: STEP_PROBLEM, ui, paths } = words;
  const errorId = "help-now-problem";
  const hintId = "help-now-hint";
  const message =
    problem === "invalid" ? STEP_PROBLEM.invalid : problem === "missing" ? STEP_PROBLEM.missing[kind === "all" ? "all" : "one"] : null;
  const describedBy = [message ? errorId : null, view.hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <Form
      method="get"
      action={view.last ? paths.plan : actionToAnswer(paths.start, FORM_ID)}
      className="mt-4"
      key={`${view.path}-${step}-${kind}-${view.carried.join()}`}
    >
      <StepCount step={step} count={view.count} words={ui} />
      {view.carried.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      {view.last ? null : <input type="hidden" name="step" value={step + 1} />}
      <fieldset className="mt-2" aria-describedby={kind === "state" ? undefined : describedBy}>
        <legend>
          <h2 className="text-3xl">{view.ask}</h2>
        </legend>
        {view.hint ? (
          <p id={hintId} className="mt-1 text-lg">
            {view.hint}
          </p>
        ) : null}
        {message ? (
          <p id={errorId} role="alert" className="mt-3 rounded-lg border-l-8 border-danger bg-danger-soft p-3 text-lg font-bold">
            {message}
          </p>
        ) : null}
        {kind === "state" ? (
          <div className="mt-4 max-w-md">
            <label htmlFor="help-now-state" className="block text-xl font-bold">
              {ui.stateLabel}
            </label>
            <select
              id="help-now-state"
              name="state"
              defaultValue={view.chosen[0] ?? ""}
              aria-describedby={describedBy}
              className="input mt-2 text-lg"
            >
              <option value="">{ui.stateSkip}</option>
              {US_STATES.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        ) : kind === "tap" ? (
          <div className="mt-3 grid gap-3">
            {view.choices.map((choice) => (
              <TapButton key={choice.value} name={question} choice={choice} />
            ))}
          </div>
        ) : (
          <div className="mt-4 grid gap-3 md:grid-cols-2">
            {view.choices.map((choice) => (
              <ChoiceCard
                key={choice.value}
                name={question}
                choice={choice}
                type={kind === "all" ? "checkbox" : "radio"}
                checked={view.chosen.includes(choice.value)}
              />
            ))}
          </div>
        )}
      </fieldset>
      {view.more ? (
        <p className="mt-4">
          <Link to={`${view.more.href}#${answerId(FORM_ID)}`} className="inline-flex min-h-11 items-center text-lg font-bold">
            {view.more.label}
          </Link>
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center gap-4">
        {kind === "tap" ? null : (
          <button type="submit" className="btn-primary text-xl">
            {view.last ? ui.showPlan : ui.next}
          </button>
        )}
        <Link to={`${view.backHref}#${answerId(FORM_ID)}`} className="btn-secondary">
          {ui.back}
        </Link>
        <Link to={paths.start} className="btn-secondary">
          {ui.startOver}
        </Link>
      </div>
    </Form>
  );
}

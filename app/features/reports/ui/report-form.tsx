import { Form, href, useNavigation } from "react-router";
import { actionToAnswer } from "~/components/forms/answer";
import { ErrorSummary } from "~/components/forms/error-summary";
import { FieldError, fieldIds, fieldsOf, HoneypotField, TextField } from "~/components/forms/field";
import { SelectField } from "~/components/forms/select-field";
import { TextAreaField } from "~/components/forms/text-area-field";
import { US_STATES } from "~/features/help-now";
import type { FieldErrors, FieldValues, FormConstraints } from "~/lib/forms";
import { ASKS, CHANNELS, CLAIMS, FOR_WHOM, LOSSES, type NextStep } from "../report";
import { REPORT_WORDS as WORDS } from "../words/report";

export const REPORT_FORM_ID = "report";
export const REPORT_FIELDS = ["channel", "claimed", "asked", "contact", "lost", "state", "story", "forWhom"] as const;
export type ReportField = (typeof REPORT_FIELDS)[number];

export type ReportAnswer =
  | { sent: true; steps: NextStep[] }
  | { values: FieldValues<ReportField>; errors: FieldErrors<ReportField>; formError: string | null };

/** A question answered by choosing one: large targets, the error beside the choices. */
function Choices({
  name,
  legend,
  options,
  value,
  error,
}: {
  name: ReportField;
  legend: string;
  options: readonly { value: string; label: string }[];
  value?: string;
  error?: string;
}) {
  const { inputId, errorId } = fieldIds(REPORT_FORM_ID, name);
  return (
    <fieldset id={inputId} tabIndex={-1} aria-describedby={error ? errorId : undefined} className="focus:outline-none">
      <legend className="text-lg font-bold">{legend}</legend>
      <FieldError id={errorId} error={error} />
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 border-gray-400 bg-white px-4 py-2 has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-4 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-dark"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={value === option.value}
              aria-invalid={error ? true : undefined}
              className="h-6 w-6 shrink-0 accent-brand"
            />
            <span className="text-lg">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * "Tell us about a scam": one page of large fields, so a reader sees every question and what they
 * chose before sending, with or without JavaScript. The server checks it with the form's schema and
 * answers beside each field, keeping everything typed.
 */
export function ReportForm({ constraints, answer }: { constraints: FormConstraints<ReportField>; answer?: ReportAnswer }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === href("/report");
  const problems = answer && "values" in answer ? answer : { values: {}, errors: {}, formError: null };
  const { values, errors } = problems;
  const field = fieldsOf(REPORT_FORM_ID, constraints, values, errors);
  return (
    <Form method="post" action={actionToAnswer(href("/report"), REPORT_FORM_ID)} className="space-y-8" noValidate>
      <ErrorSummary formId={REPORT_FORM_ID} errors={errors} formError={problems.formError} fieldOrder={REPORT_FIELDS} />
      <HoneypotField formId={REPORT_FORM_ID} />
      <p>{WORDS.required}</p>
      <Choices name="channel" legend={WORDS.legends.channel} options={CHANNELS} value={values.channel} error={errors.channel} />
      <Choices name="claimed" legend={WORDS.legends.claimed} options={CLAIMS} value={values.claimed} error={errors.claimed} />
      <Choices name="asked" legend={WORDS.legends.asked} options={ASKS} value={values.asked} error={errors.asked} />
      <TextField {...field("contact")} label={WORDS.contactLabel} hint={WORDS.contactHint} autoComplete="off" />
      <Choices name="lost" legend={WORDS.legends.lost} options={LOSSES} value={values.lost} error={errors.lost} />
      <SelectField
        {...field("state")}
        label={WORDS.stateLabel}
        options={[{ value: "", label: WORDS.statePlaceholder }, ...US_STATES.map((state) => ({ value: state.code, label: state.name }))]}
      />
      <TextAreaField {...field("story")} label={WORDS.storyLabel} hint={WORDS.storyHint} rows={6} />
      <Choices name="forWhom" legend={WORDS.legends.forWhom} options={FOR_WHOM} value={values.forWhom} error={errors.forWhom} />
      <p>{WORDS.privacy}</p>
      <button type="submit" className="btn-primary text-xl" disabled={sending}>
        {sending ? WORDS.sending : WORDS.submit}
      </button>
    </Form>
  );
}

import { Form } from "react-router";
import { Answer, actionToAnswer } from "~/components/forms/answer";
import { ErrorSummary } from "~/components/forms/error-summary";
import { fieldsOf, TextField } from "~/components/forms/field";
import { RichText } from "~/components/ui/rich-text";
import { KIT_LANGUAGES } from "../kit-languages";
import type { KitWords } from "../words/family-kit";
import type { FieldErrors, FieldValues, FormConstraints } from "~/lib/forms";

export const KIT_FIELDS = ["name1", "phone1", "name2", "phone2", "name3", "phone3", "bank", "format", "language"] as const;
export type KitField = (typeof KIT_FIELDS)[number];
export interface KitAnswer {
  values: FieldValues<KitField>;
  errors: FieldErrors<KitField>;
  formError: string | null;
}

const FORM_ID = "kit";

/**
 * "Call before you pay": names and numbers in, a large-print PDF out, in the page's language, the
 * other, or both side by side. A plain form post (the browser saves the file), so it works the same
 * with and without JavaScript.
 */
export function KitForm({ constraints, answer, words }: { constraints: FormConstraints<KitField>; answer?: KitAnswer; words: KitWords }) {
  const { CALL_BEFORE_YOU_PAY, KIT_PAGE } = words;
  const values = answer?.values ?? {};
  const errors = answer?.errors ?? {};
  const field = fieldsOf(FORM_ID, constraints, values, errors);
  const language = values.language ?? KIT_PAGE.lang;
  // Its made-up example number is set apart, never a link.
  const phoneHint = <RichText>{CALL_BEFORE_YOU_PAY.phoneHint}</RichText>;
  return (
    <Form method="post" action={actionToAnswer(KIT_PAGE.action, FORM_ID)} reloadDocument className="space-y-5" noValidate>
      {/* Hidden while empty, so it adds no gap above the form. */}
      <Answer formId={FORM_ID} className="empty:hidden">
        <ErrorSummary
          formId={FORM_ID}
          errors={errors}
          formError={answer?.formError ?? errors.format ?? errors.language ?? null}
          fieldOrder={KIT_FIELDS.slice(0, -2)}
          say={KIT_PAGE.form.problems}
        />
      </Answer>
      {([1, 2, 3] as const).map((n) => (
        <fieldset key={n} className="grid gap-4 rounded-xl border-2 border-gray-300 p-4 sm:grid-cols-2">
          <legend className="px-2 text-xl font-bold">{KIT_PAGE.form.person.replace("{n}", String(n))}</legend>
          <TextField {...field(`name${n}`)} label={KIT_PAGE.form.name} autoComplete="off" />
          <TextField {...field(`phone${n}`)} label={KIT_PAGE.form.phone} hint={phoneHint} type="tel" autoComplete="off" />
        </fieldset>
      ))}
      <TextField {...field("bank")} label={CALL_BEFORE_YOU_PAY.bankLabel} hint={phoneHint} type="tel" autoComplete="off" />
      <fieldset>
        <legend className="text-lg font-bold">{KIT_PAGE.form.languageLegend}</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {KIT_LANGUAGES.map((choice) => (
            <label
              key={choice}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 border-gray-400 bg-white px-4 py-2 has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-4 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-dark"
            >
              <input
                type="radio"
                name="language"
                value={choice}
                defaultChecked={language === choice}
                className="h-6 w-6 shrink-0 accent-brand"
              />
              <span className="text-lg">{KIT_PAGE.form.languages[choice]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-4">
        <button type="submit" name="format" value="card" className="btn-primary">
          {KIT_PAGE.form.card}
        </button>
        <button type="submit" name="format" value="sheet" className="btn-primary">
          {KIT_PAGE.form.sheet}
        </button>
      </div>
    </Form>
  );
}

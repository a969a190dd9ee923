import { Form, href } from "react-router";
import { Answer, actionToAnswer } from "~/components/forms/answer";
import { ErrorSummary } from "~/components/forms/error-summary";
import { fieldsOf, TextField } from "~/components/forms/field";
import { RichText } from "~/components/ui/rich-text";
import { CALL_BEFORE_YOU_PAY } from "../words/family-kit";
import type { FieldErrors, FieldValues, FormConstraints } from "~/lib/forms";

export const KIT_FIELDS = ["name1", "phone1", "name2", "phone2", "name3", "phone3", "bank", "format"] as const;
export type KitField = (typeof KIT_FIELDS)[number];
export interface KitAnswer {
  values: FieldValues<KitField>;
  errors: FieldErrors<KitField>;
  formError: string | null;
}

const FORM_ID = "kit";

/**
 * "Call before you pay": names and numbers in, a large-print PDF out. A plain form post (the
 * browser saves the file), so it works the same with and without JavaScript.
 */
export function KitForm({ constraints, answer }: { constraints: FormConstraints<KitField>; answer?: KitAnswer }) {
  const values = answer?.values ?? {};
  const errors = answer?.errors ?? {};
  const field = fieldsOf(FORM_ID, constraints, values, errors);
  // Its made-up example number is set apart, never a link.
  const phoneHint = <RichText>{CALL_BEFORE_YOU_PAY.phoneHint}</RichText>;
  return (
    <Form method="post" action={actionToAnswer(href("/family-kit"), FORM_ID)} reloadDocument className="space-y-5" noValidate>
      {/* Hidden while empty, so it adds no gap above the form. */}
      <Answer formId={FORM_ID} className="empty:hidden">
        <ErrorSummary
          formId={FORM_ID}
          errors={errors}
          formError={answer?.formError ?? errors.format ?? null}
          fieldOrder={KIT_FIELDS.slice(0, -1)}
        />
      </Answer>
      {([1, 2, 3] as const).map((n) => (
        <fieldset key={n} className="grid gap-4 rounded-xl border-2 border-gray-300 p-4 sm:grid-cols-2">
          <legend className="px-2 text-xl font-bold">Trusted person {n}</legend>
          <TextField {...field(`name${n}`)} label="Name" autoComplete="off" />
          <TextField {...field(`phone${n}`)} label="Phone number" hint={phoneHint} type="tel" autoComplete="off" />
        </fieldset>
      ))}
      <TextField {...field("bank")} label={CALL_BEFORE_YOU_PAY.bankLabel} hint={phoneHint} type="tel" autoComplete="off" />
      <div className="flex flex-wrap gap-4">
        <button type="submit" name="format" value="card" className="btn-primary">
          Make the wallet card (PDF)
        </button>
        <button type="submit" name="format" value="sheet" className="btn-primary">
          Make the fridge sheet (PDF)
        </button>
      </div>
    </Form>
  );
}

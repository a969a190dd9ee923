import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { actionToAnswer } from "~/components/forms/answer";
import { ErrorSummary } from "~/components/forms/error-summary";
import { fieldsOf, HoneypotField, TextField } from "~/components/forms/field";
import { SelectField } from "~/components/forms/select-field";
import { TextAreaField } from "~/components/forms/text-area-field";
import { CONTACT_FIELDS, CONTACT_SUBJECTS, type ContactField } from "~/lib/contact";
import type { FieldErrors, FieldValues, FormConstraints } from "~/lib/forms";

/** What the contact action answers: sent, or what was typed with the problems found. */
export type ContactAnswer =
  | { sent: string }
  | { values: FieldValues<ContactField>; errors: FieldErrors<ContactField>; formError: string | null };

export const CONTACT_FORM_ID = "contact";

/**
 * The contact form. The server checks it with the form's schema (so it works without JavaScript)
 * and answers with the problems next to each field, keeping everything the person typed.
 */
export function ContactForm({
  constraints,
  answer,
  initialSubject,
}: {
  constraints: FormConstraints<ContactField>;
  answer?: ContactAnswer;
  initialSubject: string;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/contact";
  const problems = answer && "values" in answer ? answer : { values: {}, errors: {}, formError: null };
  const { values, errors } = problems;
  const [subject, setSubject] = useState(values.subject ?? initialSubject);
  const field = fieldsOf(CONTACT_FORM_ID, constraints, values, errors);
  return (
    <Form method="post" action={actionToAnswer("/contact", CONTACT_FORM_ID)} className="space-y-5" noValidate>
      <ErrorSummary formId={CONTACT_FORM_ID} errors={errors} formError={problems.formError} fieldOrder={CONTACT_FIELDS} />
      <HoneypotField formId={CONTACT_FORM_ID} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("firstName")} label="First name" autoComplete="given-name" />
        <TextField {...field("lastName")} label="Last name" autoComplete="family-name" />
      </div>
      <TextField {...field("email")} label="Email address" autoComplete="email" />
      <TextField {...field("phone")} label="Phone number (optional)" type="tel" autoComplete="tel" />
      <SelectField
        {...field("subject")}
        defaultValue={values.subject ?? initialSubject}
        label="Topic"
        placeholder="Select a topic"
        options={CONTACT_SUBJECTS}
        onChange={setSubject}
      />
      {subject === "current" ? (
        <p className="rounded-lg border-l-8 border-danger bg-danger-soft p-3 text-lg" data-testid="contact-help-now">
          We reply within a day, but a scam happening now cannot wait.{" "}
          <Link to="/help-now" className="font-bold">
            Get your own plan now
          </Link>
          : what to do first and whom to call.
        </p>
      ) : null}
      <TextAreaField {...field("message")} label="Your message" rows={7} />
      <button type="submit" className="btn-primary" disabled={sending}>
        {sending ? "Sending..." : "Send Message"}
      </button>
    </Form>
  );
}

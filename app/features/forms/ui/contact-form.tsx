import { Form, href, Link, useNavigation } from "react-router";
import { actionToAnswer } from "~/components/forms/answer";
import { ErrorSummary } from "~/components/forms/error-summary";
import { fieldsOf, HoneypotField, TextField } from "~/components/forms/field";
import { SelectField } from "~/components/forms/select-field";
import { TextAreaField } from "~/components/forms/text-area-field";
import { PhoneLink } from "~/components/ui/phone-link";
import { CONTACT_PAGE, type CallNowLine } from "../words/contact";
import { CONTACT_FIELDS, CONTACT_SUBJECTS, type ContactField } from "../contact";
import type { FieldErrors, FieldValues, FormConstraints } from "~/lib/forms";

/** What the contact action answers: sent (to whom, on which topic), or what was typed with the problems found. */
export type ContactAnswer =
  | { sent: string; subject: string }
  | { values: FieldValues<ContactField>; errors: FieldErrors<ContactField>; formError: string | null };

export const CONTACT_FORM_ID = "contact";

/**
 * "Call now": the helplines for a scam happening now, as tap-to-call links with their hours, and
 * the way to a personal plan. In the form it shows only while "Get Help with Current Scam" is the
 * topic (`.contact-call-now` in app.css: a CSS rule, so it works without JavaScript too).
 */
export function CallNow({ lines, inForm = false }: { lines: readonly CallNowLine[]; inForm?: boolean }) {
  const words = CONTACT_PAGE.currentScam;
  return (
    <div
      className={inForm ? "contact-call-now rounded-lg border-2 border-l-8 border-danger bg-danger-soft p-4" : "mt-2"}
      data-testid="contact-call-now"
    >
      {inForm ? <p className="text-lg font-bold">{words.callNow}</p> : null}
      <ul className={inForm ? "mt-2 space-y-2" : "space-y-2"}>
        {lines.map((line) => (
          <li key={line.id}>
            <span className="font-bold">{line.name}:</span> <PhoneLink name={line.name} display={line.display} tel={line.tel} />
            <br />
            {line.hoursText}.
          </li>
        ))}
      </ul>
      <p className="mt-3">
        <Link to={href("/help-now")} className="inline-flex min-h-11 items-center font-bold">
          {words.plan}
        </Link>
        {words.planAfter}
      </p>
      {inForm ? <p className="mt-1">{words.stillWrite}</p> : null}
    </div>
  );
}

/**
 * The contact form. The server checks it with the form's schema (so it works without JavaScript)
 * and answers with the problems next to each field, keeping everything the person typed.
 */
export function ContactForm({
  constraints,
  answer,
  initialSubject,
  callNow,
}: {
  constraints: FormConstraints<ContactField>;
  answer?: ContactAnswer;
  initialSubject: string;
  callNow: readonly CallNowLine[];
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === href("/contact");
  const problems = answer && "values" in answer ? answer : { values: {}, errors: {}, formError: null };
  const { values, errors } = problems;
  const field = fieldsOf(CONTACT_FORM_ID, constraints, values, errors);
  return (
    <Form method="post" action={actionToAnswer(href("/contact"), CONTACT_FORM_ID)} className="space-y-5" noValidate>
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
      />
      <CallNow lines={callNow} inForm />
      <TextAreaField {...field("message")} label="Your message" rows={7} />
      <button type="submit" className="btn-primary" disabled={sending}>
        {sending ? "Sending..." : "Send Message"}
      </button>
    </Form>
  );
}

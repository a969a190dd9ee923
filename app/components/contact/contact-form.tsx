import { Form, useNavigation } from "react-router";
import { CONTACT_LIMITS, CONTACT_SUBJECTS, type ContactErrors, type ContactField, type ContactValues } from "~/lib/contact";
import { HONEYPOT_FIELD } from "~/lib/newsletter";

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 font-bold text-danger">
      {message}
    </p>
  ) : null;
}

/**
 * The contact form. The server checks it (so it works without JavaScript) and answers with the
 * problems next to each field, keeping everything the person typed.
 */
export function ContactForm({ values, errors }: { values: ContactValues; errors: ContactErrors }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/contact";
  const described = (field: ContactField) => (errors[field] ? `contact-${field}-error` : undefined);
  const input = (field: ContactField, label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <div>
      <label htmlFor={`contact-${field}`} className="block font-bold">
        {label}
      </label>
      <input
        id={`contact-${field}`}
        name={field}
        defaultValue={values[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={described(field)}
        className="input mt-1"
        {...props}
      />
      <FieldError id={`contact-${field}-error`} message={errors[field]} />
    </div>
  );
  const count = Object.keys(errors).length;
  return (
    <Form method="post" action="/contact" className="space-y-5" noValidate>
      {count > 0 ? (
        <div role="alert" className="rounded-xl border-2 border-danger bg-danger-soft p-4 font-bold">
          Please fix {count === 1 ? "the 1 problem" : `the ${count} problems`} marked below. Nothing you typed was lost.
        </div>
      ) : null}
      <div className="hidden" aria-hidden="true">
        <label htmlFor="contact-hp">Leave this empty</label>
        <input id="contact-hp" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {input("firstName", "First name", { autoComplete: "given-name", required: true, maxLength: CONTACT_LIMITS.name })}
        {input("lastName", "Last name", { autoComplete: "family-name", required: true, maxLength: CONTACT_LIMITS.name })}
      </div>
      {input("email", "Email address", { type: "email", autoComplete: "email", required: true, maxLength: CONTACT_LIMITS.email })}
      {input("phone", "Phone number (optional)", { type: "tel", autoComplete: "tel", maxLength: CONTACT_LIMITS.phone })}
      <div>
        <label htmlFor="contact-subject" className="block font-bold">
          Topic
        </label>
        <select
          id="contact-subject"
          name="subject"
          defaultValue={values.subject}
          required
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={described("subject")}
          className="input mt-1"
        >
          <option value="" disabled>
            Select a topic
          </option>
          {CONTACT_SUBJECTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
        <FieldError id="contact-subject-error" message={errors.subject} />
      </div>
      <div>
        <label htmlFor="contact-message" className="block font-bold">
          Your message
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={7}
          defaultValue={values.message}
          required
          maxLength={CONTACT_LIMITS.messageMax}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={described("message")}
          className="input mt-1"
        />
        <FieldError id="contact-message-error" message={errors.message} />
      </div>
      <button type="submit" className="btn-primary" disabled={sending}>
        {sending ? "Sending..." : "Send Message"}
      </button>
    </Form>
  );
}

/** The contact form's subjects (spec 2, section 5); the placeholder "Select a topic" is not a value. */
export const CONTACT_SUBJECTS = [
  { value: "report", label: "Report a Scam" },
  { value: "current", label: "Get Help with Current Scam" },
  { value: "question", label: "General Question" },
  { value: "technical", label: "Technical Support" },
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]["value"];

export const CONTACT_LIMITS = { name: 60, email: 254, phone: 30, messageMin: 10, messageMax: 4000 } as const;

export const CONTACT_FIELDS = ["firstName", "lastName", "email", "phone", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export type ContactCheck =
  | { ok: true; values: ContactValues & { subject: ContactSubject } }
  | { ok: false; values: ContactValues; errors: ContactErrors };

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE_SHAPE = /^[0-9()+\-.\s]{7,30}$/;

export function isContactSubject(value: string): value is ContactSubject {
  return CONTACT_SUBJECTS.some((s) => s.value === value);
}

/** Checks the contact form on the server; every problem is reported next to its field, in plain words. */
export function checkContact(form: { get(name: string): unknown }): ContactCheck {
  const values = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, String(form.get(f) ?? "").trim()])) as ContactValues;
  const errors: ContactErrors = {};
  const { name, email, phone, messageMin, messageMax } = CONTACT_LIMITS;
  if (!values.firstName) errors.firstName = "Please enter your first name.";
  else if (values.firstName.length > name) errors.firstName = `Please keep your first name under ${name} characters.`;
  if (!values.lastName) errors.lastName = "Please enter your last name.";
  else if (values.lastName.length > name) errors.lastName = `Please keep your last name under ${name} characters.`;
  if (!values.email) errors.email = "Please enter your email address, so we can reply.";
  else if (values.email.length > email || !EMAIL_SHAPE.test(values.email))
    errors.email = "Please enter a full email address, like name@example.com.";
  if (values.phone && (values.phone.length > phone || !PHONE_SHAPE.test(values.phone)))
    errors.phone = "Please enter a phone number using digits, like 555-123-4567, or leave it empty.";
  if (!isContactSubject(values.subject)) errors.subject = "Please choose a topic.";
  if (values.message.length < messageMin) errors.message = `Please tell us a little more (at least ${messageMin} characters).`;
  else if (values.message.length > messageMax)
    errors.message = `Please shorten your message to ${messageMax} characters or fewer (it has ${values.message.length}).`;
  if (Object.keys(errors).length > 0) return { ok: false, values, errors };
  return { ok: true, values: values as ContactValues & { subject: ContactSubject } };
}

export const EMPTY_CONTACT: ContactValues = { firstName: "", lastName: "", email: "", phone: "", subject: "", message: "" };

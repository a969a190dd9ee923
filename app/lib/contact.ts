/** The contact form's subjects (spec 2, section 5); the placeholder "Select a topic" is not a value. */
export const CONTACT_SUBJECTS = [
  { value: "report", label: "Report a Scam" },
  { value: "current", label: "Get Help with Current Scam" },
  { value: "question", label: "General Question" },
  { value: "technical", label: "Technical Support" },
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]["value"];

export const CONTACT_LIMITS = { name: 60, email: 254, phone: 30, messageMin: 10, messageMax: 4000 } as const;

/** A phone number as a person types it: digits, spaces, brackets, dots, dashes and a plus. */
export const TYPED_PHONE_PATTERN = /^[0-9()+\-.\s]{7,30}$/;

export const CONTACT_FIELDS = ["firstName", "lastName", "email", "phone", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export function isContactSubject(value: string): value is ContactSubject {
  return CONTACT_SUBJECTS.some((s) => s.value === value);
}

/** A contact message as the operator sees it (D1 keeps it as a snake_case row). */
export interface ContactMessage {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  handled: boolean;
  createdAt: string;
}

/** A mailto: link that can only ever address this one mailbox (no ?subject=, no extra recipients). */
export function mailtoHref(email: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}`;
}

/** A tel: link from a typed number: digits and a leading + only. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^0-9+]/g, "");
  return `tel:${digits.startsWith("+") ? `+${digits.slice(1).replace(/\+/g, "")}` : digits.replace(/\+/g, "")}`;
}

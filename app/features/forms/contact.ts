/** The contact form's subjects; the placeholder "Select a topic" is not a value. */
export const CONTACT_SUBJECTS = [
  { value: "report", label: "Report a Scam" },
  { value: "current", label: "Get Help with Current Scam" },
  { value: "question", label: "General Question" },
  { value: "technical", label: "Technical Support" },
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]["value"];
/** "Get Help with Current Scam": the page then says whom to call instead of promising a reply (app.css keys on it too). */
export const CURRENT_SCAM: ContactSubject = "current";

export const CONTACT_LIMITS = { name: 60, email: 254, phone: 30, messageMin: 10, messageMax: 4000 } as const;

/** An extension after a number, as people write it: "ext 4", "ext. 4", "extension 4", "x4". */
const EXTENSION = /\s*(?:ext\.?|extension|x)\s*([0-9]{1,6})$/i;

/**
 * A phone number as a person types it: digits, spaces, brackets, dots, dashes and a plus, and
 * maybe an extension ("555-123-4567 ext 4").
 */
export const TYPED_PHONE_PATTERN = /^[0-9()+\-.\s]{7,30}(?:\s*(?:ext\.?|extension|x)\s*[0-9]{1,6})?$/i;

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

/**
 * A tel: link from a typed number: digits and a leading + only, then any extension after a comma
 * (a pause: phones on iOS and Android dial it once the call connects; ";ext=" is not dialled well).
 */
export function telHref(phone: string): string {
  const extension = EXTENSION.exec(phone);
  const digits = (extension ? phone.slice(0, extension.index) : phone).replace(/[^0-9+]/g, "");
  const number = digits.startsWith("+") ? `+${digits.slice(1).replace(/\+/g, "")}` : digits.replace(/\+/g, "");
  return `tel:${number}${extension ? `,${extension[1]}` : ""}`;
}

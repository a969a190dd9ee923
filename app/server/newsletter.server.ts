import { checkNewsletterEmail, HONEYPOT_FIELD } from "~/lib/newsletter";

export type SignupResult = { ok: true } | { ok: false; error: string };

/**
 * Stores a sign-up. The same address twice is a success, not an error (INSERT OR IGNORE on the
 * unique address), and a filled honeypot is answered as a success without storing anything.
 */
export async function subscribe(db: D1Database, form: FormData): Promise<SignupResult> {
  if (String(form.get(HONEYPOT_FIELD) ?? "") !== "") return { ok: true };
  const check = checkNewsletterEmail(form.get("email"));
  if (!check.ok) return check;
  const source = String(form.get("source") ?? "home").slice(0, 40) || "home";
  await db.prepare("INSERT OR IGNORE INTO newsletter_subscribers (email, source) VALUES (?, ?)").bind(check.email, source).run();
  return { ok: true };
}

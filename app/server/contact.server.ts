import type { ContactSubject, ContactValues } from "~/lib/contact";

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Stores a contact message; the same message sent twice (a double click, a resubmit) is stored once. */
export async function saveContactMessage(db: D1Database, values: ContactValues & { subject: ContactSubject }): Promise<void> {
  const dedupeKey = await sha256([values.email.toLowerCase(), values.subject, values.message].join("\u0000"));
  await db
    .prepare(
      "INSERT OR IGNORE INTO contact_messages (first_name, last_name, email, phone, subject, message, dedupe_key) VALUES (?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(values.firstName, values.lastName, values.email, values.phone || null, values.subject, values.message, dedupeKey)
    .run();
}

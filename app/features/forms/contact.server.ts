import type { z } from "zod";
import type { contactForm } from "./contact-schema";
import { sha256Hex } from "~/server/hash.server";

type ContactData = z.output<typeof contactForm.schema>;

/** Stores a contact message; the same message sent twice (a double click, a resubmit) is stored once. */
export async function saveContactMessage(db: D1Database, values: ContactData): Promise<void> {
  const dedupeKey = await sha256Hex([values.email.toLowerCase(), values.subject, values.message].join("\u0000"));
  await db
    .prepare(
      "INSERT OR IGNORE INTO contact_messages (first_name, last_name, email, phone, subject, message, dedupe_key) VALUES (?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(values.firstName, values.lastName, values.email, values.phone ?? null, values.subject, values.message, dedupeKey)
    .run();
}

import type { z } from "zod";
import type { newsletterForm } from "~/lib/schemas/newsletter";

/** Stores a sign-up. The same address twice is a success, not an error (INSERT OR IGNORE on the unique address). */
export async function subscribe(db: D1Database, signup: z.output<typeof newsletterForm.schema>): Promise<void> {
  await db.prepare("INSERT OR IGNORE INTO newsletter_subscribers (email, source) VALUES (?, ?)").bind(signup.email, signup.source).run();
}

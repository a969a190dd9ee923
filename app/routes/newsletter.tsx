import { data } from "react-router";
import { type NewsletterResult, NewsletterSignup } from "~/features/forms/ui/newsletter-signup";
import { PageHeader } from "~/components/ui/page-header";
import { CONFIRM_SUBJECT } from "~/features/alerts/emails";
import { honeypotFilled } from "~/lib/forms";
import { NEWSLETTER_ERRORS, senderOf } from "~/features/forms/newsletter";
import { pageMeta } from "~/lib/route-meta";
import { newsletterForm } from "~/features/forms/newsletter-schema";
import { getServices } from "~/server/context.server";
import { subscribe } from "~/features/forms/newsletter.server";
import { countAttempt } from "~/server/rate-limit.server";
import { readSubmission } from "~/server/request.server";
import { logFault } from "~/server/route.server";
import { pageHeaders, registryPage } from "~/features/pages/page-data.server";
import type { Route } from "./+types/newsletter";

export const loader = registryPage("/newsletter");

export const meta = pageMeta;
export const headers = pageHeaders("/newsletter");

/** Stores a sign-up (the home page posts here with fetch; without JavaScript the browser does). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  // The same answer for a new, a known and a bot's address: where the email went, and how to know it.
  const sent = (email: string): NewsletterResult => ({ ok: true, email, from: senderOf(services.mail.from), subject: CONFIRM_SUBJECT });
  const submission = await readSubmission(request, newsletterForm, 4096);
  if (!submission.ok) {
    const error = submission.formError ?? submission.errors.email ?? NEWSLETTER_ERRORS.malformed;
    return data<NewsletterResult>({ ok: false, error, email: submission.values.email ?? "" }, { status: submission.status });
  }
  // A bot filled the hidden field: answer as if signed up, store nothing.
  if (honeypotFilled(submission.form)) return sent(submission.data.email);
  const email = submission.values.email ?? "";
  const attempt = await countAttempt(services, request, "newsletter");
  if (attempt.outcome === "refused") return data<NewsletterResult>({ ok: false, error: NEWSLETTER_ERRORS.tooMany, email }, { status: 429 });
  try {
    await subscribe(services, submission.data, services.clock.now());
  } catch (error) {
    logFault("newsletter sign-up", error);
    return data<NewsletterResult>({ ok: false, error: NEWSLETTER_ERRORS.unavailable, email }, { status: 503 });
  }
  return sent(submission.data.email);
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Free scam alerts by email">A short email when a new scam starts targeting older adults.</PageHeader>
      <div className="container-page max-w-xl py-8">
        <NewsletterSignup source="newsletter_page" result={actionData} />
      </div>
    </>
  );
}

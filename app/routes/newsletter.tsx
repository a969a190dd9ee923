import { data } from "react-router";
import { type NewsletterResult, NewsletterSignup } from "~/features/forms/ui/newsletter-signup";
import { PageHeader } from "~/components/ui/page-header";
import { EMAIL_WORDS_BY_LANG } from "~/features/alerts/words/languages";
import { honeypotFilled } from "~/lib/forms";
import { NEWSLETTER_ERRORS, senderOf } from "~/features/forms/newsletter";
import { NEWSLETTER_ERRORS_BY_LANG, NEWSLETTER_TEXT_BY_LANG } from "~/features/forms";
import { type Lang, LANGS } from "~/lib/i18n";
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
  const submission = await readSubmission(request, newsletterForm, 4096);
  // The answer is in the language of the page the form is on (its words travel with it); the
  // confirmation email, and so the subject to look for, in the language chosen for the alerts.
  const known = (value: string | undefined): Lang => LANGS.find((l) => l === value) ?? "en";
  const lang = known(submission.values.lang);
  const words = NEWSLETTER_TEXT_BY_LANG[known(submission.values.pageLang)];
  const problems = NEWSLETTER_ERRORS_BY_LANG[known(submission.values.pageLang)];
  // The same answer for a new, a known and a bot's address: where the email went, and how to know it.
  const sent = (email: string): NewsletterResult => ({
    ok: true,
    email,
    from: senderOf(services.mail.from),
    subject: EMAIL_WORDS_BY_LANG[lang].confirm.subject,
    words,
  });
  const refused = (error: string, email: string, status: number) => data<NewsletterResult>({ ok: false, error, email, words }, { status });
  if (!submission.ok) {
    const said = submission.errors.email;
    // The schema's English problem, said in the form's language.
    const key = (Object.keys(NEWSLETTER_ERRORS) as (keyof typeof NEWSLETTER_ERRORS)[]).find((k) => NEWSLETTER_ERRORS[k] === said);
    const error = submission.formError ?? (key ? problems[key] : (said ?? problems.malformed));
    return refused(error, submission.values.email ?? "", submission.status);
  }
  // A bot filled the hidden field: answer as if signed up, store nothing.
  if (honeypotFilled(submission.form)) return sent(submission.data.email);
  const email = submission.values.email ?? "";
  const attempt = await countAttempt(services, request, "newsletter");
  if (attempt.outcome === "refused") return refused(problems.tooMany, email, 429);
  try {
    await subscribe(services, submission.data, services.clock.now());
  } catch (error) {
    logFault("newsletter sign-up", error);
    return refused(problems.unavailable, email, 503);
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

import { data } from "react-router";
import { CallNow, CONTACT_FORM_ID, ContactForm, type ContactAnswer } from "~/features/forms/ui/contact-form";
import { Answer } from "~/components/forms/answer";
import { HelpNowCallout } from "~/features/help-now/ui/help-now-callout";
import { EmergencyBox } from "~/components/ui/emergency-box";
import { Alert } from "~/components/ui/alert";
import { PageHeader } from "~/components/ui/page-header";
import { BulletList, Section } from "~/components/ui/section";
import { CONTACT_PAGE, callNowLines } from "~/features/forms/words/contact";
import { CURRENT_SCAM, isContactSubject } from "~/features/forms/contact";
import { formConstraints, honeypotFilled } from "~/lib/forms";
import { pageMeta } from "~/lib/route-meta";
import { contactForm } from "~/features/forms/contact-schema";
import { saveContactMessage } from "~/features/forms/contact.server";
import { getServices } from "~/server/context.server";
import { countAttempt } from "~/server/rate-limit.server";
import { readSubmission } from "~/server/request.server";
import { logFault } from "~/server/route.server";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";
import type { Route } from "./+types/contact";
import { Paragraph, RichText } from "~/components/ui/rich-text";

/** ?subject=report (from 'Report New Scam') chooses the topic. */
export function loader({ request }: Route.LoaderArgs) {
  const subject = new URL(request.url).searchParams.get("subject") ?? "";
  return {
    ...pageData("/contact"),
    subject: isContactSubject(subject) ? subject : "",
    constraints: formConstraints(contactForm),
    callNow: callNowLines(),
  };
}

export const meta = pageMeta;
export const headers = pageHeaders("/contact");

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const submission = await readSubmission(request, contactForm);
  if (!submission.ok) return data<ContactAnswer>(submission, { status: submission.status });
  const { values } = submission;
  // A bot filled the hidden field: answer as if sent, store nothing.
  const sent = { sent: submission.data.firstName, subject: submission.data.subject } satisfies ContactAnswer;
  if (honeypotFilled(submission.form)) return sent;
  const attempt = await countAttempt(services, request, "contact");
  if (attempt.outcome === "refused") return data<ContactAnswer>({ values, errors: {}, formError: CONTACT_PAGE.tooMany }, { status: 429 });
  try {
    await saveContactMessage(services.db, submission.data);
  } catch (error) {
    logFault("contact message save", error);
    return data<ContactAnswer>({ values, errors: {}, formError: CONTACT_PAGE.unavailable }, { status: 503 });
  }
  return sent;
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as ContactAnswer | undefined;
  return (
    <>
      <PageHeader title={CONTACT_PAGE.title}>
        <Paragraph>{CONTACT_PAGE.intro}</Paragraph>
        <p className="mt-4">
          <a href="#contact-form" className="btn-primary">
            {CONTACT_PAGE.formButton}
          </a>
        </p>
      </PageHeader>
      <div className="container-page grid gap-10 py-8 lg:grid-cols-[3fr_2fr]">
        <section id="contact-form" aria-labelledby="form-title" tabIndex={-1} className="focus:outline-none">
          <HelpNowCallout className="mb-8" />
          <h2 id="form-title" className="text-3xl">
            Send us a message
          </h2>
          <p className="mt-2">
            {/* Hidden while the topic is a scam happening now (app.css): the form then says whom to call. */}
            <span className="contact-reply">{CONTACT_PAGE.reply}</span> {CONTACT_PAGE.never}
          </p>
          <Answer formId={CONTACT_FORM_ID} className="mt-6">
            {answer && "sent" in answer ? (
              <Alert tone="safe" title="Message sent" live>
                {/* A scam happening now is answered with whom to call, not a wait for our reply. */}
                <p data-testid="contact-success">
                  {answer.subject === CURRENT_SCAM ? CONTACT_PAGE.currentScam.success(answer.sent) : CONTACT_PAGE.success(answer.sent)}
                </p>
                {answer.subject === CURRENT_SCAM ? <CallNow lines={loaderData.callNow} /> : null}
              </Alert>
            ) : (
              <ContactForm
                key={JSON.stringify(answer ?? {})}
                constraints={loaderData.constraints}
                answer={answer}
                initialSubject={loaderData.subject}
                callNow={loaderData.callNow}
              />
            )}
          </Answer>
        </section>
        <div className="space-y-8">
          <EmergencyBox words={CONTACT_PAGE.emergency} />
          <Section title="When we answer" className="mt-0">
            <dl className="space-y-1">
              {CONTACT_PAGE.hours.map((h) => (
                <div key={h.days} className="flex flex-wrap justify-between gap-2">
                  <dt className="font-bold">
                    <RichText>{h.days}</RichText>
                  </dt>
                  <dd>
                    <RichText>{h.time}</RichText>
                  </dd>
                </div>
              ))}
            </dl>
          </Section>
          <Section title="Where we are" className="mt-0">
            <Paragraph>{CONTACT_PAGE.where}</Paragraph>
          </Section>
          <Section title="How We Help" className="mt-0">
            <BulletList items={CONTACT_PAGE.howWeHelp} />
          </Section>
        </div>
      </div>
    </>
  );
}

import { data } from "react-router";
import type { Route } from "./+types/contact";
import { ContactForm } from "~/components/contact/contact-form";
import { EmergencyLink } from "~/components/layout/emergency-link";
import { Alert } from "~/components/ui/alert";
import { PageHeader } from "~/components/ui/page-header";
import { BulletList, Section } from "~/components/ui/section";
import { CONTACT_PAGE } from "~/content/contact";
import { pageSeo } from "~/content/page-seo";
import { EMERGENCY_LINE } from "~/content/site";
import { checkContact, EMPTY_CONTACT, isContactSubject } from "~/lib/contact";
import { HONEYPOT_FIELD } from "~/lib/newsletter";
import { dataMeta } from "~/lib/route-meta";
import { saveContactMessage } from "~/server/contact.server";
import { getEnv } from "~/server/context.server";
import { clientAddress, rateLimited } from "~/server/rate-limit.server";
import { readForm } from "~/server/request.server";

/** ?subject=report (from 'Report New Scam') chooses the topic. */
export function loader({ request }: Route.LoaderArgs) {
  const subject = new URL(request.url).searchParams.get("subject") ?? "";
  return { seo: pageSeo("/contact"), subject: isContactSubject(subject) ? subject : "" };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => dataMeta(loaderData?.seo, matches);

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  const read = await readForm(request, 16 * 1024);
  if (!read.ok) return data({ sent: null, values: EMPTY_CONTACT, errors: { message: read.error } }, { status: read.status });
  const check = checkContact(read.form);
  if (!check.ok) return data({ sent: null, values: check.values, errors: check.errors }, { status: 400 });
  // A bot filled the hidden field: answer as if sent, store nothing.
  if (String(read.form.get(HONEYPOT_FIELD) ?? "") !== "") return { sent: check.values.firstName, values: EMPTY_CONTACT, errors: {} };
  if (await rateLimited(env.SESSIONS, "contact", clientAddress(request), 5, 600)) {
    return data(
      {
        sent: null,
        values: check.values,
        errors: { message: "You have sent several messages in a short time. Please wait 10 minutes and try again." },
      },
      { status: 429 },
    );
  }
  await saveContactMessage(env.DB, check.values);
  return { sent: check.values.firstName, values: EMPTY_CONTACT, errors: {} };
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? { ...EMPTY_CONTACT, subject: loaderData.subject };
  return (
    <>
      <PageHeader title={CONTACT_PAGE.title}>
        <p>{CONTACT_PAGE.intro}</p>
        <p className="mt-4">
          <a href="#contact-form" className="btn-primary">
            {CONTACT_PAGE.formButton}
          </a>
        </p>
      </PageHeader>
      <div className="container-page grid gap-10 py-8 lg:grid-cols-[3fr_2fr]">
        <section id="contact-form" aria-labelledby="form-title" tabIndex={-1} className="focus:outline-none">
          <h2 id="form-title" className="text-3xl">
            Send us a message
          </h2>
          <p className="mt-2">
            {CONTACT_PAGE.reply} {CONTACT_PAGE.never}
          </p>
          <div className="mt-6">
            {actionData?.sent ? (
              <Alert tone="safe" title="Message sent" live>
                <p data-testid="contact-success">{CONTACT_PAGE.success(actionData.sent)}</p>
              </Alert>
            ) : (
              <ContactForm key={JSON.stringify(actionData?.errors ?? {})} values={values} errors={actionData?.errors ?? {}} />
            )}
          </div>
        </section>
        <div className="space-y-8">
          <Alert tone="destructive" title={CONTACT_PAGE.emergency.title}>
            <p>{CONTACT_PAGE.emergency.text}</p>
            <p className="mt-2 text-2xl font-bold">
              <EmergencyLink />
            </p>
            <p>
              {EMERGENCY_LINE.name}, {EMERGENCY_LINE.hours}.
            </p>
            <p className="mt-2">{CONTACT_PAGE.emergency.afterHours}</p>
          </Alert>
          <Section title="When we answer" className="mt-0">
            <dl className="space-y-1">
              {CONTACT_PAGE.hours.map((h) => (
                <div key={h.days} className="flex flex-wrap justify-between gap-2">
                  <dt className="font-bold">{h.days}</dt>
                  <dd>{h.time}</dd>
                </div>
              ))}
            </dl>
          </Section>
          <Section title="Where we are" className="mt-0">
            <p>{CONTACT_PAGE.where}</p>
          </Section>
          <Section title="How We Help" className="mt-0">
            <BulletList items={CONTACT_PAGE.howWeHelp} />
          </Section>
        </div>
      </div>
    </>
  );
}

import { Link } from "react-router";
import type { Route } from "./+types/es.contacto";
import { CONTACTO } from "~/content/es/contacto";
import { PageHeader } from "~/components/ui/page-header";
import { Section } from "~/components/ui/section";
import { Paragraph } from "~/components/ui/rich-text";
import { EmergencyBox } from "~/components/ui/emergency-box";
import { pageHeaders, registryPage } from "~/features/pages/page-data.server";
import { pageMeta } from "~/lib/route-meta";

export const loader = registryPage("/es/contacto", CONTACTO);
export const meta = pageMeta;
export const headers = pageHeaders("/es/contacto");

/** The contact page in Spanish: whom to call first, the plan, and the (English) form, said to be in English. */
export default function Contacto({ loaderData }: Route.ComponentProps) {
  const { words } = loaderData;
  return (
    <>
      <PageHeader title={words.title}>{words.intro}</PageHeader>
      <div className="container-page max-w-3xl space-y-10 py-8">
        <EmergencyBox words={words.emergency} />
        <Section title={words.plan.heading} className="mt-0">
          <p className="text-lg">{words.plan.text}</p>
          <p className="mt-3">
            <Link to={words.plan.ctaTo} className="btn-danger">
              {words.plan.cta}
            </Link>
          </p>
        </Section>
        <Section title={words.write.heading} className="mt-0">
          <p className="text-lg">{words.write.text}</p>
          <p className="mt-3">
            <Link to={words.write.to} hrefLang="en" className="btn-secondary">
              {words.write.link}
            </Link>
          </p>
          <Paragraph className="mt-3 font-bold">{words.never}</Paragraph>
        </Section>
        <Section title={words.where.heading} className="mt-0">
          <Paragraph>{words.where.text}</Paragraph>
        </Section>
      </div>
    </>
  );
}

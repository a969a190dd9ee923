import { Link } from "react-router";
import type { Route } from "./+types/es._index";
import { INICIO } from "~/content/es/inicio";
import { GUIAS } from "~/content/es/guias";
import { PageHeader } from "~/components/ui/page-header";
import { PhoneLink } from "~/components/ui/phone-link";
import { BulletList, ExternalLink, Section } from "~/components/ui/section";
import { pageHeaders, registryPage } from "~/features/pages/page-data.server";
import { pageMeta } from "~/lib/route-meta";

export const loader = registryPage("/es", {
  ...INICIO,
  guias: GUIAS.map((g) => ({ title: g.title, summary: g.summary, to: `/es/guias/${g.id}` })),
});

export const meta = pageMeta;
export const headers = pageHeaders("/es");

/** A section with a line of text and one button onward. */
function ActionSection({ words }: { words: { heading: string; text: string; cta: string; ctaTo: string } }) {
  return (
    <Section title={words.heading}>
      <p className="text-lg">{words.text}</p>
      <p className="mt-3">
        <Link to={words.ctaTo} className="btn-primary">
          {words.cta}
        </Link>
      </p>
    </Section>
  );
}

/** The Spanish home page: the crisis path first, then who answers in Spanish and where to report. */
export default function Inicio({ loaderData }: Route.ComponentProps) {
  const { words } = loaderData;
  const { urgent, call, report, check, kit, alerts, guides, guias, signs, english } = words;
  return (
    <>
      <PageHeader title={words.title}>{words.intro}</PageHeader>
      <div className="container-page max-w-3xl space-y-10 py-8">
        <section aria-labelledby="urgente" className="rounded-xl border-l-8 border-danger bg-danger-soft p-5">
          <h2 id="urgente" className="text-3xl">
            {urgent.heading}
          </h2>
          <p className="mt-2 text-xl">{urgent.text}</p>
          <ol className="mt-3 list-decimal space-y-1 pl-6 text-xl font-bold">
            {urgent.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="mt-4">
            <Link to={urgent.ctaTo} className="btn-danger text-xl">
              {urgent.cta}
            </Link>
          </p>
          <p className="mt-2 text-lg">{urgent.ctaHint}</p>
          <p className="mt-3 text-lg">
            <Link to={urgent.moreTo} className="inline-flex min-h-11 items-center font-bold">
              {urgent.more}
            </Link>
          </p>
        </section>
        <Section title={call.heading}>
          <ul className="space-y-4">
            {[call.hotline, call.crisis].map((line) => (
              <li key={line.tel} className="card">
                <h3 className="text-xl">{line.name}</h3>
                <PhoneLink name={line.name} display={line.display} tel={line.tel} call="Llamar a" />
                <p className="mt-1 text-lg">{line.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-lg font-bold">
            {call.danger.text}{" "}
            <PhoneLink name={call.danger.name} display={call.danger.name} tel={call.danger.tel} call="Llamar al" className="text-lg" />.
          </p>
        </Section>
        <Section title={report.heading}>
          <p className="text-lg">{report.text}</p>
          <p className="mt-2 text-lg font-bold">
            <ExternalLink href={report.link.url}>{report.link.name}</ExternalLink>
          </p>
        </Section>
        <ActionSection words={check} />
        <ActionSection words={kit} />
        <ActionSection words={alerts} />
        <Section title={guides.heading}>
          <p className="text-lg">{guides.text}</p>
          <ul className="mt-3 space-y-3">
            {guias.map((guia) => (
              <li key={guia.to} className="card">
                <h3 className="text-xl">
                  <Link to={guia.to} className="inline-flex min-h-11 items-center">
                    {guia.title}
                  </Link>
                </h3>
                <p className="mt-1 text-lg">{guia.summary}</p>
              </li>
            ))}
          </ul>
        </Section>
        <Section title={signs.heading}>
          <BulletList items={signs.items} className="text-lg" />
        </Section>
        <Section title={english.heading}>
          <p className="text-lg">{english.text}</p>
          <ul className="mt-2 space-y-1 text-lg">
            {english.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} hrefLang="en" className="inline-flex min-h-11 items-center">
                  {link.label} (en inglés)
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </>
  );
}

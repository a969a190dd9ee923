import { Link } from "react-router";
import type { Route } from "./+types/resources";
import { NewsletterSignup } from "~/components/newsletter/newsletter-signup";
import { Badge } from "~/components/ui/badge";
import { Icon } from "~/components/ui/icon";
import { PageHeader } from "~/components/ui/page-header";
import { ExternalLink, Section } from "~/components/ui/section";
import { EXTERNAL_RESOURCES, RESOURCES_INTRO, SITE_RESOURCES } from "~/content/help/resources";
import type { ExternalResourceType, SiteResource } from "~/content/types";
import { dataMeta } from "~/lib/route-meta";
import { pageSeo } from "~/content/page-seo";

export function loader() {
  return { seo: pageSeo("/resources") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => dataMeta(loaderData?.seo, matches);

const EXTERNAL_TYPES: readonly ExternalResourceType[] = ["Government", "Law Enforcement", "Non-Profit"];

function ResourceCard({ resource }: { resource: SiteResource }) {
  return (
    <article className="card flex h-full flex-col">
      <div className="flex items-start justify-between gap-3">
        <span className="text-brand"><Icon name={resource.icon} className="h-10 w-10" /></span>
        <Badge variant="secondary">{resource.type}</Badge>
      </div>
      <h3 className="mt-3 text-xl">{resource.title}</h3>
      <p className="mt-2 flex-1">{resource.description}</p>
      <p className="mt-4">
        <Link to={resource.href} className="btn-secondary">Open<span className="sr-only">: {resource.title}</span></Link>
      </p>
    </article>
  );
}

export default function Resources() {
  const featured = SITE_RESOURCES.filter((r) => r.featured);
  return (
    <>
      <PageHeader title={RESOURCES_INTRO.title}>{RESOURCES_INTRO.intro}</PageHeader>
      <div className="container-page py-8">
        <Section title="Featured tools">
          <ul className="grid gap-6 md:grid-cols-3">{featured.map((r) => <li key={r.id}><ResourceCard resource={r} /></li>)}</ul>
        </Section>
        <Section title="All resources">
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">{SITE_RESOURCES.map((r) => <li key={r.id}><ResourceCard resource={r} /></li>)}</ul>
        </Section>
        <Section title="Trusted organizations">
          {EXTERNAL_TYPES.map((type) => (
            <section key={type} aria-label={type} className="mt-6">
              <h3 className="text-2xl">{type}</h3>
              <ul className="mt-3 grid gap-4 md:grid-cols-2">
                {EXTERNAL_RESOURCES.filter((r) => r.type === type).map((r) => (
                  <li key={r.url} className="card">
                    <p className="text-lg font-bold"><ExternalLink href={r.url}>{r.title}</ExternalLink></p>
                    <p className="mt-1">{r.description}</p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </Section>
        <Section title="Get new scam alerts">
          <div className="max-w-xl"><NewsletterSignup source="resources" /></div>
        </Section>
      </div>
    </>
  );
}

import { Link } from "react-router";
import type { Route } from "./+types/resources";
import { LinkResourceList } from "~/features/pages/ui/link-resource-list";
import { NewsletterSignup } from "~/features/forms/ui/newsletter-signup";
import { DownloadButton } from "~/features/pdf/ui/download-button";
import { Badge } from "~/components/ui/badge";
import { Icon } from "~/components/ui/icon";
import { PageHeader } from "~/components/ui/page-header";
import { Section } from "~/components/ui/section";
import { findGuideBySlug } from "~/features/pages/guide-lookup";
import { EXTERNAL_RESOURCES, RESOURCES_INTRO, SITE_RESOURCES } from "~/content/help/resources";
import type { ExternalResourceType, SiteResource } from "~/content/types";
import { pageMeta } from "~/lib/route-meta";
import { Paragraph } from "~/components/ui/rich-text";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";

/** Pages that are not scam guides but have a printable PDF too (routes/guides.$file.ts serves them). */
const PAGE_PDFS: Readonly<Record<string, { slug: string; title: string }>> = {
  "/caregiver-guide": { slug: "caregiver-guide", title: "Caregiver Guide" },
  "/recovery-hub": { slug: "recovery-hub", title: "Recovery Plan" },
};

/** The PDF a resource's page offers, or null: a scam guide's own PDF, or a page listed above. */
function resourcePdf(href: string): { slug: string; title: string } | null {
  const guide = href.startsWith("/scam-types/") ? findGuideBySlug(href.slice("/scam-types/".length)) : undefined;
  if (guide && `/scam-types/${guide.id}` === href) return { slug: guide.id, title: guide.title };
  return PAGE_PDFS[href] ?? null;
}

/** A resource that is a guide with a PDF also offers that PDF on its card. */
export function loader() {
  const resources = SITE_RESOURCES.map((r) => ({ ...r, pdf: resourcePdf(r.href) }));
  return { ...pageData("/resources", { RESOURCES_INTRO, EXTERNAL_RESOURCES }), resources };
}

export const meta = pageMeta;
export const headers = pageHeaders("/resources");

const EXTERNAL_TYPES: readonly ExternalResourceType[] = ["Government", "Law Enforcement", "Non-Profit"];

function ResourceCard({ resource }: { resource: SiteResource & { pdf: { slug: string; title: string } | null } }) {
  return (
    <article className="card flex h-full flex-col">
      <div className="flex items-start justify-between gap-3">
        <span className="text-brand">
          <Icon name={resource.icon} className="h-10 w-10" />
        </span>
        <Badge variant="secondary">{resource.type}</Badge>
      </div>
      <h3 className="mt-3 text-xl">{resource.title}</h3>
      <Paragraph className="mt-2 flex-1">{resource.description}</Paragraph>
      <p className="mt-4 flex flex-wrap gap-2">
        <Link to={resource.href} className="btn-secondary">
          Open<span className="sr-only">: {resource.title}</span>
        </Link>
        {resource.pdf ? <DownloadButton title={resource.pdf.title} slug={resource.pdf.slug} variant="secondary" /> : null}
      </p>
    </article>
  );
}

export default function Resources({ loaderData }: Route.ComponentProps) {
  const { resources } = loaderData;
  const { RESOURCES_INTRO, EXTERNAL_RESOURCES } = loaderData.words;
  const featured = resources.filter((r) => r.featured);
  return (
    <>
      <PageHeader title={RESOURCES_INTRO.title}>{RESOURCES_INTRO.intro}</PageHeader>
      <div className="container-page py-8">
        <Section title="Featured tools">
          <ul className="grid gap-6 md:grid-cols-3">
            {featured.map((r) => (
              <li key={r.id}>
                <ResourceCard resource={r} />
              </li>
            ))}
          </ul>
        </Section>
        <Section title="All resources">
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {resources.map((r) => (
              <li key={r.id}>
                <ResourceCard resource={r} />
              </li>
            ))}
          </ul>
        </Section>
        <Section title="Trusted organizations">
          {EXTERNAL_TYPES.map((type) => (
            <section key={type} aria-label={type} className="mt-6">
              <h3 className="text-2xl">{type}</h3>
              <LinkResourceList
                className="mt-3"
                links={EXTERNAL_RESOURCES.filter((r) => r.type === type).map(({ title, url, description }) => ({
                  name: title,
                  url,
                  description,
                }))}
              />
            </section>
          ))}
        </Section>
        <Section title="Get new scam alerts">
          <div className="max-w-xl">
            <NewsletterSignup source="resources" />
          </div>
        </Section>
      </div>
    </>
  );
}

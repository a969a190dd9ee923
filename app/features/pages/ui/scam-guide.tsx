import { href, Link } from "react-router";
import { HelpNowCallout } from "~/features/help-now";
import { DownloadButton } from "~/features/pdf";
import { PrintButton } from "~/components/ui/print-button";
import { ShareMenu } from "~/components/share/share-menu";
import { Accordion } from "~/components/ui/accordion";
import { Alert } from "~/components/ui/alert";
import { LastUpdatedBadge } from "~/components/ui/badge";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { BulletList, ExternalLink, Section } from "~/components/ui/section";
import { StructuredData } from "~/components/ui/structured-data";
import { QUICK_RESOURCES } from "~/content/guides/quick-resources";
import { SITE_NAME } from "~/content/site";
import type { ScamGuide as ScamGuideData } from "~/content/types";
import { parseNumberedSteps } from "../guides";
import { articleData } from "~/lib/structured-data";
import { Paragraph, RichText } from "~/components/ui/rich-text";
import { useRootData } from "~/lib/route-meta";

const GRANDPARENT_GUIDE = href("/scam-types/:slug", { slug: "grandparent-scams" });

/** The guide screen (/scam-types/{slug}). */
export function ScamGuide({ guide }: { guide: ScamGuideData }) {
  const { siteUrl } = useRootData();
  const path = href("/scam-types/:slug", { slug: guide.id });
  return (
    <article className="container-page max-w-4xl py-6">
      <Breadcrumb
        crumbs={[
          { name: "Home", path: href("/") },
          { name: "Scam Types", path: href("/scam-types") },
          { name: guide.title, path },
        ]}
      />
      <StructuredData
        data={articleData({ title: guide.title, description: guide.summary, path, dateModified: guide.lastUpdated }, siteUrl, SITE_NAME)}
      />
      <h1 className="mt-4 text-4xl">{guide.title}</h1>
      <Paragraph className="mt-3 text-xl">{guide.summary}</Paragraph>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <LastUpdatedBadge date={guide.lastUpdated} />
        <ShareMenu title={guide.title} path={path} content={`guide:${guide.id}`} />
        <DownloadButton title={guide.title} slug={guide.id} variant="secondary" />
        <PrintButton label="Print this guide" />
      </div>
      <Alert tone="info" className="mt-6">
        {guide.stats}
      </Alert>
      <HelpNowCallout className="mt-6" />
      {guide.id === "phone-scams" ? (
        <p className="mt-4 text-lg">
          A caller says a grandchild is in trouble? Read the <Link to={GRANDPARENT_GUIDE}>grandparent scams guide</Link>.
        </p>
      ) : null}

      <Section title="How This Scam Occurs">
        <div className="prose-plain">
          {guide.howItOccurs.map((p) => (
            <Paragraph key={p}>{p}</Paragraph>
          ))}
        </div>
        {guide.trends2025 ? (
          <Alert tone="caution" title="2025 Trends" className="mt-4">
            {guide.trends2025}
          </Alert>
        ) : null}
      </Section>
      <Section title="How to Identify">
        <BulletList items={guide.identification} />
      </Section>
      <Section title="Real-World Examples">
        <Accordion
          items={[
            {
              id: "commonScenario",
              title: "Common scenario",
              content: guide.examples.commonScenario,
            },
            {
              id: "warningSigns",
              title: "Warning signs",
              content: guide.examples.warningSigns,
            },
            {
              id: "preventionTips",
              title: "Prevention tips",
              content: guide.examples.preventionTips,
            },
          ]}
        />
      </Section>
      <Section title="If You're Being Scammed" className="rounded-xl border-2 border-danger bg-danger-soft p-5">
        <ol className="list-decimal space-y-3 pl-6 text-lg">
          {parseNumberedSteps(guide.immediateActions).map((step) => (
            <li key={step}>
              <RichText>{step}</RichText>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="Recovery Steps">
        <ol className="list-decimal space-y-3 pl-6">
          {parseNumberedSteps(guide.recoverySteps).map((step) => (
            <li key={step}>
              <RichText>{step}</RichText>
            </li>
          ))}
        </ol>
      </Section>
      <Section title="Quick Resources">
        <ul className="grid gap-4 md:grid-cols-3">
          {QUICK_RESOURCES.map((r) => (
            <li key={r.url} className="card">
              <ExternalLink href={r.url}>{r.name}</ExternalLink>
              <Paragraph className="mt-2">{r.description}</Paragraph>
            </li>
          ))}
        </ul>
      </Section>
    </article>
  );
}

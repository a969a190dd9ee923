import { href, Link } from "react-router";
import { HelpNowCallout, type HelpNowCalloutWords } from "~/features/help-now";
import { DownloadButton } from "~/features/pdf";
import { PrintButton } from "~/components/ui/print-button";
import { ShareMenu } from "~/components/share/share-menu";
import { Accordion } from "~/components/ui/accordion";
import { Alert } from "~/components/ui/alert";
import { LastUpdatedBadge } from "~/components/ui/badge";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { BulletList, ExternalLink, Section } from "~/components/ui/section";
import { ArticleData } from "~/components/ui/structured-data";
import type { GuidePageWords } from "~/content/guides/page-words";
import type { GuideContent } from "~/content/types";
import { parseNumberedSteps } from "../guides";
import { Paragraph, RichText } from "~/components/ui/rich-text";
import { Kept } from "~/components/ui/kept";

const GRANDPARENT_GUIDE = href("/scam-types/:slug", { slug: "grandparent-scams" });

/**
 * The guide screen (/scam-types/{slug}, and /es/guias/{slug} in Spanish): the guide's own text with
 * the words around it in its language. `dateText` is the date in the page's language.
 */
export function ScamGuide({
  guide,
  words,
  path,
  dateText,
  callout,
}: {
  guide: GuideContent;
  words: GuidePageWords;
  path: string;
  dateText?: string;
  callout?: HelpNowCalloutWords | undefined;
}) {
  const english = words.lang === "en";
  return (
    <article className="container-page max-w-4xl py-6">
      <Breadcrumb crumbs={[...words.crumbs, { name: guide.title, path }]} label={words.breadcrumb} />
      <ArticleData title={guide.title} description={guide.summary} path={path} dateModified={guide.lastUpdated} />
      <h1 className="mt-4 text-4xl">{guide.title}</h1>
      <Paragraph className="mt-3 text-xl">{guide.summary}</Paragraph>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <LastUpdatedBadge date={guide.lastUpdated} label={words.updated} text={dateText} />
        {/* The share menu speaks English only, so far. */}
        {english ? <ShareMenu title={guide.title} path={path} content={`guide:${guide.id}`} /> : null}
        <DownloadButton title={guide.title} slug={guide.id} variant="secondary" label={words.download} notices={words.downloadNotices} />
        <PrintButton label={words.print} />
      </div>
      <Alert tone="info" className="mt-6">
        {guide.stats}
      </Alert>
      <HelpNowCallout className="mt-6" words={callout} />
      {guide.id === "phone-scams" ? (
        <p className="mt-4 text-lg">
          A caller says a grandchild is in trouble? Read the <Link to={GRANDPARENT_GUIDE}>grandparent scams guide</Link>.
        </p>
      ) : null}

      <Kept>
        <Section title={words.occurs}>
          <div className="prose-plain">
            {guide.howItOccurs.map((p) => (
              <Paragraph key={p}>{p}</Paragraph>
            ))}
          </div>
          {guide.trends2025 ? (
            <Alert tone="caution" title={words.trends} className="mt-4">
              {guide.trends2025}
            </Alert>
          ) : null}
        </Section>
        <Section title={words.identify}>
          <BulletList items={guide.identification} />
        </Section>
        <Section title={words.examples}>
          <Accordion
            items={[
              {
                id: "commonScenario",
                title: words.common,
                content: guide.examples.commonScenario,
              },
              {
                id: "warningSigns",
                title: words.warning,
                content: guide.examples.warningSigns,
              },
              {
                id: "preventionTips",
                title: words.prevention,
                content: guide.examples.preventionTips,
              },
            ]}
          />
        </Section>
        <Section title={words.being} className="rounded-xl border-2 border-danger bg-danger-soft p-5">
          <ol className="list-decimal space-y-3 pl-6 text-lg">
            {parseNumberedSteps(guide.immediateActions).map((step) => (
              <li key={step}>
                <RichText>{step}</RichText>
              </li>
            ))}
          </ol>
        </Section>
        <Section title={words.recovery}>
          <ol className="list-decimal space-y-3 pl-6">
            {parseNumberedSteps(guide.recoverySteps).map((step) => (
              <li key={step}>
                <RichText>{step}</RichText>
              </li>
            ))}
          </ol>
        </Section>
        <Section title={words.quick}>
          <ul className="grid gap-4 md:grid-cols-3">
            {words.quickResources.map((r) => (
              <li key={r.url} className="card">
                <ExternalLink href={r.url}>{r.name}</ExternalLink>
                <Paragraph className="mt-2">{r.description}</Paragraph>
              </li>
            ))}
          </ul>
        </Section>
        {guide.sources && guide.sources.length > 0 ? (
          <Section title={words.sources}>
            <ul className="space-y-2">
              {guide.sources.map((source) => (
                <li key={source.url}>
                  <ExternalLink href={source.url}>{source.name}</ExternalLink> ({words.checked} {source.checked})
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
      </Kept>
    </article>
  );
}

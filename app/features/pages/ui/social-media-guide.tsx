import { href } from "react-router";
import { HelpNowCallout } from "~/features/help-now";
import { DownloadButton } from "~/features/pdf";
import { ShareButtons } from "~/components/share/share-buttons";
import { Accordion } from "~/components/ui/accordion";
import { Alert } from "~/components/ui/alert";
import { LastUpdatedBadge } from "~/components/ui/badge";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { PrintButton } from "~/components/ui/print-button";
import { BulletList, CardGrid, InfoCard, NumberedList, Section } from "~/components/ui/section";
import { Checklist } from "~/components/ui/checklist";
import { ArticleData, StructuredData } from "~/components/ui/structured-data";
import type { SocialMediaGuide2025 } from "~/content/guides/social-media-2025";
import { faqPageData } from "~/lib/structured-data";
import { Paragraph, RichText } from "~/components/ui/rich-text";

const PATH = href("/scam-types/social-media-scams-2025");

/** The dedicated 2025 social media guide. */
/** The guide's words come from the route's loader, so they are not inside the page's script too. */
export function SocialMediaGuide({ guide: GUIDE }: { guide: SocialMediaGuide2025 }) {
  return (
    <article>
      <StructuredData data={import.meta.env.SSR ? faqPageData(GUIDE.faq) : null} />
      <ArticleData title={GUIDE.title} description={GUIDE.description} path={PATH} dateModified={GUIDE.lastUpdated} />
      <div className="bg-brand-soft">
        <div className="container-page max-w-4xl py-8">
          <Breadcrumb
            crumbs={[
              { name: "Home", path: href("/") },
              { name: "Scam Types", path: href("/scam-types") },
              { name: "Social Media Scams 2025", path: PATH },
            ]}
          />
          <h1 className="mt-4 text-4xl">{GUIDE.title}</h1>
          <Paragraph className="mt-3 text-xl">{GUIDE.intro}</Paragraph>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <LastUpdatedBadge date={GUIDE.lastUpdated} />
            <PrintButton label="Print this guide" />
          </div>
          <div className="mt-4">
            <ShareButtons title={GUIDE.title} path={PATH} content="social-media-guide-2025" />
          </div>
          <HelpNowCallout className="mt-6" />
        </div>
      </div>
      <div className="container-page max-w-4xl pb-8">
        <Section title="Cloned or hacked: what is the difference?">
          <div className="grid gap-4 md:grid-cols-2">
            {[GUIDE.cloning, GUIDE.hacking].map((part) => (
              <article key={part.title} className="card">
                <h3 className="text-2xl">{part.title}</h3>
                <Paragraph className="mt-2">{part.explanation}</Paragraph>
                <h4 className="mt-3 text-lg">Signs</h4>
                <BulletList items={part.signs} />
              </article>
            ))}
          </div>
        </Section>
        <Section title="How to prevent it">
          <ol className="list-decimal space-y-3 pl-6">
            {GUIDE.prevention.map((p) => (
              <li key={p.title}>
                <strong>{p.title}.</strong> {p.detail}
              </li>
            ))}
          </ol>
          <Alert tone="info" title="Passwords" className="mt-4">
            {GUIDE.passwordAdvice}
          </Alert>
        </Section>
        <Section title="Turn on two-factor authentication">
          <Accordion items={GUIDE.twoFactorSteps.map((t) => ({ title: t.platform, content: <NumberedList items={t.steps} /> }))} />
        </Section>
        <Section title="If your account was cloned">
          <Checklist name="Cloned account" items={GUIDE.clonedAccountChecklist} />
        </Section>
        <Section title="If your account was hacked">
          <Checklist name="Hacked account" items={GUIDE.hackedAccountChecklist} />
        </Section>
        <Section title="Emerging threats since 2025">
          <CardGrid>
            {GUIDE.emergingThreats.map((t) => (
              <InfoCard key={t.title} title={t.title}>
                <Paragraph>{t.description}</Paragraph>
              </InfoCard>
            ))}
          </CardGrid>
        </Section>
        <Section title="Quick checklist">
          {/* On a phone each row is stacked, each cell led by its column's name (data-label), so it reads even where a browser drops the table's meaning. */}
          <table className="stack-table w-full border-collapse text-left">
            <thead>
              <tr className="bg-brand text-white">
                <th scope="col" className="p-3">
                  If this happens
                </th>
                <th scope="col" className="p-3">
                  Do this
                </th>
              </tr>
            </thead>
            <tbody>
              {GUIDE.quickChecklist.map((row) => (
                <tr key={row.situation} className="border-b-2 border-gray-300 align-top">
                  <td className="p-3 font-bold" data-label="If this happens">
                    <RichText>{row.situation}</RichText>
                  </td>
                  <td className="p-3" data-label="Do this">
                    <RichText>{row.action}</RichText>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
        <div className="mt-10 rounded-xl border-2 border-brand bg-brand-soft p-6 text-center">
          <p className="text-xl font-bold">Keep a copy by the phone</p>
          <p className="mt-2">A large-print guide to social media scams, to print or share with family.</p>
          <p className="mt-4">
            <DownloadButton title="Social Media Scams" slug="social-media" size="large" label="Get My Free Scam Prevention Guide" />
          </p>
        </div>
        <Alert tone="safe" title="Expert review" className="mt-10">
          {GUIDE.expertReview}
        </Alert>
        <Section title="Frequently asked questions">
          <Accordion
            items={GUIDE.faq.map((f) => ({
              title: f.question,
              content: f.answer,
            }))}
          />
        </Section>
      </div>
    </article>
  );
}

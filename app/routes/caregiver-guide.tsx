import { href, Link } from "react-router";
import type { Route } from "./+types/caregiver-guide";
import { HelpNowCallout } from "~/features/help-now/ui/help-now-callout";
import { pageHeaders, registryPage } from "~/features/pages/page-data.server";
import { LinkResourceList } from "~/features/pages/ui/link-resource-list";
import { EmergencyLink } from "~/components/layout/emergency-link";
import { DownloadButton } from "~/features/pdf/ui/download-button";
import { ShareMenu } from "~/components/share/share-menu";
import { Accordion } from "~/components/ui/accordion";
import { Icon } from "~/components/ui/icon";
import { PageHeader } from "~/components/ui/page-header";
import { StatTable } from "~/components/ui/stat-table";
import { PrintButton } from "~/components/ui/print-button";
import { Checklist } from "~/components/ui/checklist";
import { BulletList, Section } from "~/components/ui/section";
import * as CAREGIVER from "~/content/help/caregiver";
import { EMERGENCY_LINE } from "~/content/site";
import { pageMeta } from "~/lib/route-meta";
import { Paragraph } from "~/components/ui/rich-text";

const ROMANCE_SCAMS_GUIDE = href("/scam-types/:slug", { slug: "romance-scams" });
const FAMILY_SAFETY_KIT = href("/family-kit");

export const loader = registryPage("/caregiver-guide", { ...CAREGIVER });

export const meta = pageMeta;
export const headers = pageHeaders("/caregiver-guide");

export default function CaregiverGuide({ loaderData }: Route.ComponentProps) {
  const {
    CAREGIVER_INTRO,
    CAREGIVER_MODULES,
    CAREGIVER_STATS,
    CAREGIVER_STATS_CAPTION,
    CAREGIVER_STATS_NOTE,
    EMERGENCY_RESPONSE,
    SUPPORT_NETWORKS,
    WARNING_SIGNS,
  } = loaderData.words;
  return (
    <>
      <PageHeader title={CAREGIVER_INTRO.title}>
        <Paragraph>{CAREGIVER_INTRO.intro}</Paragraph>
        <p className="mt-3 font-bold">
          {EMERGENCY_LINE.name}: <EmergencyLink /> ({EMERGENCY_LINE.shortHours})
        </p>
      </PageHeader>
      <div className="container-page py-8">
        <div className="flex flex-wrap gap-3">
          <ShareMenu title={CAREGIVER_INTRO.title} path={href("/caregiver-guide")} content="caregiver-guide" />
          <DownloadButton title="Caregiver Guide" slug="caregiver-guide" variant="secondary" />
          <PrintButton label="Print this guide" />
        </div>
        <HelpNowCallout forHelper className="mt-6" />
        <p className="mt-4 text-lg">
          Worried about a new online friend or sweetheart who asks for money? Read our{" "}
          <Link to={ROMANCE_SCAMS_GUIDE}>romance scams guide</Link>, and make a <Link to={FAMILY_SAFETY_KIT}>family safety kit</Link>{" "}
          together.
        </p>
        <Section title="Why it matters">
          <StatTable caption={CAREGIVER_STATS_CAPTION} stats={CAREGIVER_STATS} />
          <p className="mt-3">{CAREGIVER_STATS_NOTE}</p>
        </Section>
        <Section title="Warning signs to watch for">
          <div className="grid gap-4 md:grid-cols-3">
            {WARNING_SIGNS.map((g) => (
              <article key={g.category} className="card">
                <h3 className="text-2xl">{g.category}</h3>
                <BulletList items={g.signs} className="mt-2" />
              </article>
            ))}
          </div>
        </Section>
        <Section title="Five ways to help">
          <Accordion
            items={CAREGIVER_MODULES.map((m) => ({
              id: m.id,
              title: (
                <span className="flex items-center gap-3">
                  <span className="text-brand">
                    <Icon name={m.icon} />
                  </span>
                  {m.title}
                </span>
              ),
              content: (
                <>
                  <Paragraph>{m.description}</Paragraph>
                  <h4 className="mt-3 text-lg">Key points</h4>
                  <BulletList items={m.keyPoints} />
                </>
              ),
            }))}
          />
        </Section>
        <Section title="If a scam is happening" className="rounded-xl border-2 border-danger bg-danger-soft p-5">
          <div className="grid gap-6 md:grid-cols-2">
            <div>
              <h3 className="text-2xl">First 30 minutes</h3>
              <div className="mt-3">
                <Checklist name="First 30 minutes" items={EMERGENCY_RESPONSE.first30Minutes} />
              </div>
            </div>
            <div>
              <h3 className="text-2xl">First 24 hours</h3>
              <div className="mt-3">
                <Checklist name="First 24 hours" items={EMERGENCY_RESPONSE.first24Hours} />
              </div>
            </div>
          </div>
        </Section>
        <Section title="Support for you and your loved one">
          <LinkResourceList links={SUPPORT_NETWORKS} />
        </Section>
        <Section title="Talk to us">
          <p>Not sure what to do next? Write to us and a volunteer will reply in plain words, usually within 24 hours.</p>
          <p className="mt-4">
            <Link to={href("/contact")} className="btn-primary">
              Ask for a free consultation
            </Link>
          </p>
        </Section>
      </div>
    </>
  );
}

import { href, Link } from "react-router";
import type { Route } from "./+types/recovery-hub";
import { HelpNowCallout } from "~/features/help-now/ui/help-now-callout";
import { pageHeaders, registryPage } from "~/features/pages/page-data.server";
import { LocationResourceList, PhoneContactList } from "~/features/pages/ui/contacts";
import { EmergencyLink } from "~/components/layout/emergency-link";
import { DownloadButton } from "~/features/pdf/ui/download-button";
import { ShareMenu } from "~/components/share/share-menu";
import { Accordion } from "~/components/ui/accordion";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { ChecklistGroups } from "~/components/ui/checklist-groups";
import { PageHeader } from "~/components/ui/page-header";
import { PrintButton } from "~/components/ui/print-button";
import { Checklist } from "~/components/ui/checklist";
import { Section } from "~/components/ui/section";
import * as RECOVERY from "~/content/help/recovery";
import { EMERGENCY_LINE } from "~/content/site";
import { riskBadgeVariant } from "~/lib/badges";
import { pageMeta } from "~/lib/route-meta";
import { Paragraph, RichText } from "~/components/ui/rich-text";

export const loader = registryPage("/recovery-hub", { ...RECOVERY });

export const meta = pageMeta;
export const headers = pageHeaders("/recovery-hub");

export default function RecoveryHub({ loaderData }: Route.ComponentProps) {
  const { EMOTIONAL_SUPPORT, FINANCIAL_RECOVERY, LOCATION_RESOURCES, RECOVERY_CHECKLIST, RECOVERY_INTRO, RECOVERY_PHASES, URGENT_ALERT } =
    loaderData.words;
  return (
    <>
      <PageHeader title={RECOVERY_INTRO.title}>{RECOVERY_INTRO.intro}</PageHeader>
      <div className="container-page py-8">
        <Alert tone="destructive" title={URGENT_ALERT.title}>
          <Paragraph>{URGENT_ALERT.text}</Paragraph>
        </Alert>
        <HelpNowCallout className="mt-4" />
        <div className="mt-4 flex flex-wrap gap-3">
          <ShareMenu title={RECOVERY_INTRO.title} path={href("/recovery-hub")} content="recovery-hub" />
          <DownloadButton title="Recovery Plan" slug="recovery-hub" variant="secondary" />
          <PrintButton label="Print this plan" />
        </div>
        <Section title="Your recovery roadmap">
          <ol className="space-y-4">
            {RECOVERY_PHASES.map((phase, i) => (
              <li key={phase.id} className="card">
                <div className="flex flex-wrap items-center gap-3">
                  <h3 className="flex-1 text-2xl">
                    <span className="sr-only">Phase {i + 1}: </span>
                    {phase.title}
                  </h3>
                  <Badge variant={riskBadgeVariant(phase.priority)}>{phase.priority}</Badge>
                  <span className="font-bold text-muted">
                    <RichText>{phase.timeframe}</RichText>
                  </span>
                </div>
                <Paragraph className="mt-2">{phase.description}</Paragraph>
                <div className="mt-3">
                  <Checklist name={phase.title} items={phase.actions} />
                </div>
              </li>
            ))}
          </ol>
        </Section>
        <Section title="Recovery checklist">
          <ChecklistGroups groups={RECOVERY_CHECKLIST} columns={3} />
        </Section>
        <Section title="Help where you live">
          <h3 className="text-2xl">Florida</h3>
          <div className="mt-3">
            <LocationResourceList resources={LOCATION_RESOURCES.Florida} />
          </div>
          <h3 className="mt-8 text-2xl">National</h3>
          <div className="mt-3">
            <LocationResourceList resources={LOCATION_RESOURCES.National} />
          </div>
        </Section>
        <Section title={EMOTIONAL_SUPPORT.title}>
          <div className="prose-plain">
            {EMOTIONAL_SUPPORT.paragraphs.map((p) => (
              <Paragraph key={p}>{p}</Paragraph>
            ))}
          </div>
          <div className="mt-4">
            <PhoneContactList contacts={EMOTIONAL_SUPPORT.contacts} />
          </div>
        </Section>
        <Section title="Getting money back">
          <Accordion
            items={FINANCIAL_RECOVERY.map((f) => ({
              title: f.question,
              content: f.answer,
            }))}
          />
        </Section>
        <Section title="Talk to someone">
          <p className="flex flex-wrap gap-3">
            <a href={`tel:${EMERGENCY_LINE.tel}`} className="btn-danger">
              Call the {EMERGENCY_LINE.name}
            </a>
            <Link to={href("/contact")} className="btn-primary">
              Ask us for help
            </Link>
          </p>
          <p className="mt-2">
            {EMERGENCY_LINE.name}: <EmergencyLink /> ({EMERGENCY_LINE.hours}).
          </p>
        </Section>
      </div>
    </>
  );
}

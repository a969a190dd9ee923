import { href, Link } from "react-router";
import { HelpNowCallout } from "~/features/help-now/ui/help-now-callout";
import { pageHeaders, registryPage } from "~/features/pages/page-data.server";
import { LinkResourceList } from "~/features/pages/ui/link-resource-list";
import { PhoneContactList } from "~/features/pages/ui/contacts";
import { Alert } from "~/components/ui/alert";
import { ChecklistGroups } from "~/components/ui/checklist-groups";
import { PageHeader } from "~/components/ui/page-header";
import { PrintButton } from "~/components/ui/print-button";
import { Section } from "~/components/ui/section";
import * as IF_TARGETED from "~/content/help/if-targeted";
import { emergencyStepTone } from "~/lib/badges";
import { pageMeta } from "~/lib/route-meta";
import { RichText, Paragraph } from "~/components/ui/rich-text";
import type { Route } from "./+types/if-targeted";

export const loader = registryPage("/if-targeted", { ...IF_TARGETED });

export const meta = pageMeta;
export const headers = pageHeaders("/if-targeted");

const STEP_CLASS = { destructive: "border-danger bg-danger-soft", caution: "border-caution bg-caution-soft" } as const;

export default function IfTargeted({ loaderData }: Route.ComponentProps) {
  const { EMERGENCY_STEPS, IF_TARGETED_INTRO, OFFICIAL_REPORTING, RECOVERY_PLAN, SUPPORT_BOX } = loaderData.words;
  return (
    <>
      <PageHeader title={IF_TARGETED_INTRO.title}>{IF_TARGETED_INTRO.intro}</PageHeader>
      <div className="container-page max-w-4xl py-8">
        <HelpNowCallout />
        <div className="mt-4">
          <PrintButton label="Print this plan" />
        </div>
        <Section title="Emergency action plan">
          <ol className="space-y-4">
            {EMERGENCY_STEPS.map((s) => (
              <li
                key={s.step}
                className={`rounded-xl border-2 border-l-8 p-5 ${STEP_CLASS[emergencyStepTone(s.critical)]}`}
                data-critical={s.critical}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="text-2xl">
                    <span className="sr-only">Step </span>
                    {s.step}. {s.title}
                  </h3>
                  <span className="font-bold">
                    <RichText>{s.timeframe}</RichText>
                  </span>
                </div>
                <Paragraph className="mt-2 text-lg">{s.description}</Paragraph>
              </li>
            ))}
          </ol>
        </Section>
        <Section title={SUPPORT_BOX.title}>
          <Alert tone="info">
            <Paragraph>{SUPPORT_BOX.text}</Paragraph>
          </Alert>
          <div className="mt-4">
            <PhoneContactList contacts={SUPPORT_BOX.contacts} />
          </div>
          <div className="mt-4">
            <LinkResourceList links={SUPPORT_BOX.onlineReports} />
          </div>
        </Section>
        <Section title="Recovery plan">
          <ChecklistGroups groups={RECOVERY_PLAN} />
        </Section>
        <Section title="Report it to the authorities">
          <LinkResourceList links={OFFICIAL_REPORTING} />
        </Section>
        <p className="mt-10 no-print">
          <Link to={href("/protect-yourself")} className="btn-primary">
            Learn how to protect yourself next time
          </Link>
        </p>
      </div>
    </>
  );
}

import { href, Link } from "react-router";
import { HelpNowCallout } from "~/features/help-now/ui/help-now-callout";
import { pageHeaders } from "~/features/pages/page-data.server";
import { LinkResourceList } from "~/features/pages/ui/link-resource-list";
import { PhoneContactList } from "~/features/pages/ui/contacts";
import { Alert } from "~/components/ui/alert";
import { ChecklistGroups } from "~/components/ui/checklist-groups";
import { PageHeader } from "~/components/ui/page-header";
import { PrintButton } from "~/components/ui/print-button";
import { Section } from "~/components/ui/section";
import * as IF_TARGETED from "~/content/help/if-targeted";
import { IF_TARGETED_PAGE } from "~/content/help/if-targeted-page";
import * as SI_ES_VICTIMA from "~/content/es/si-es-victima";
import { IF_TARGETED_PAGE as SI_ES_VICTIMA_PAGE } from "~/content/es/si-es-victima-page";
import { pageData } from "~/features/pages/page-data.server";
import { registryPath } from "~/lib/dates";
import { langOfPath } from "~/lib/i18n";
import { emergencyStepTone } from "~/lib/badges";
import { pageMeta } from "~/lib/route-meta";
import { RichText, Paragraph } from "~/components/ui/rich-text";
import type { Route } from "./+types/if-targeted";

const WORDS = {
  en: { ...IF_TARGETED, PAGE: IF_TARGETED_PAGE },
  es: { ...SI_ES_VICTIMA, PAGE: SI_ES_VICTIMA_PAGE },
};

// One module for /if-targeted and /es/si-es-victima (app/routes.ts): the address says the language.
export function loader({ request }: Route.LoaderArgs) {
  const path = registryPath(new URL(request.url).pathname);
  return pageData(path, WORDS[langOfPath(path)]);
}

export const meta = pageMeta;
export const headers = pageHeaders("/if-targeted");

const STEP_CLASS = { destructive: "border-danger bg-danger-soft", caution: "border-caution bg-caution-soft" } as const;

export default function IfTargeted({ loaderData }: Route.ComponentProps) {
  const { EMERGENCY_STEPS, IF_TARGETED_INTRO, OFFICIAL_REPORTING, RECOVERY_PLAN, SUPPORT_BOX, PAGE } = loaderData.words;
  return (
    <>
      <PageHeader title={IF_TARGETED_INTRO.title}>{IF_TARGETED_INTRO.intro}</PageHeader>
      <div className="container-page max-w-4xl py-8">
        <HelpNowCallout words={PAGE.callout ?? undefined} />
        <div className="mt-4">
          <PrintButton label={PAGE.print} />
        </div>
        <Section title={PAGE.emergencyPlan}>
          <ol className="space-y-4">
            {EMERGENCY_STEPS.map((s) => (
              <li
                key={s.step}
                className={`rounded-xl border-2 border-l-8 p-5 ${STEP_CLASS[emergencyStepTone(s.critical)]}`}
                data-critical={s.critical}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="text-2xl">
                    <span className="sr-only">{PAGE.step}</span>
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
            <PhoneContactList contacts={SUPPORT_BOX.contacts} call={PAGE.call} />
          </div>
          <div className="mt-4">
            <LinkResourceList links={SUPPORT_BOX.onlineReports} />
          </div>
        </Section>
        <Section title={PAGE.recoveryPlan}>
          <ChecklistGroups groups={RECOVERY_PLAN} text={PAGE.checklist ?? undefined} />
        </Section>
        <Section title={PAGE.report}>
          <LinkResourceList links={OFFICIAL_REPORTING} />
        </Section>
        <p className="mt-10 no-print">
          <Link to={href("/protect-yourself")} hrefLang={PAGE.lang === "es" ? "en" : undefined} className="btn-primary">
            {PAGE.learnMore}
          </Link>
        </p>
      </div>
    </>
  );
}

import { href, Link } from "react-router";
import type { Route } from "./+types/protect-yourself";
import { ModuleCard } from "~/features/pages/ui/module-card";
import { EmergencyLink } from "~/components/layout/emergency-link";
import { Alert } from "~/components/ui/alert";
import { PageHeader } from "~/components/ui/page-header";
import { StatGrid } from "~/components/ui/stat-grid";
import { Checklist } from "~/components/ui/checklist";
import { Section } from "~/components/ui/section";
import { TRAINING_MODULES } from "~/content/modules";
import { PROTECT_HUB } from "~/content/protect-yourself";
import { EMERGENCY_LINE } from "~/content/site";
import { pageMeta } from "~/lib/route-meta";
import { Paragraph } from "~/components/ui/rich-text";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";

export function loader() {
  return { ...pageData("/protect-yourself", PROTECT_HUB), modules: TRAINING_MODULES };
}

export const meta = pageMeta;
export const headers = pageHeaders("/protect-yourself");

export default function ProtectYourself({ loaderData }: Route.ComponentProps) {
  const { title, intro, banner, emergencyChecklist, whyItWorks, stats, consultation } = loaderData.words;
  return (
    <>
      <PageHeader title={title}>{intro}</PageHeader>
      <div className="container-page py-8">
        <Alert tone="destructive" title={banner.title}>
          <Paragraph>{banner.text}</Paragraph>
          <p className="mt-3">
            <Link to={banner.href} className="btn-danger">
              {banner.cta}
            </Link>
          </p>
        </Alert>
        <Section title="Training modules">
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {loaderData.modules.map((m) => (
              <li key={m.slug}>
                <ModuleCard module={m} />
              </li>
            ))}
          </ul>
        </Section>
        <Section title={emergencyChecklist.title}>
          <div className="card">
            <Checklist name={emergencyChecklist.title} items={emergencyChecklist.items} />
            <p className="mt-4">
              <Link to={emergencyChecklist.href} className="btn-danger">
                {emergencyChecklist.cta}
              </Link>
            </p>
          </div>
        </Section>
        <Section title="Why it works">
          <p className="mb-4">{whyItWorks}</p>
          <StatGrid stats={stats} columns={2} />
        </Section>
        <Section title={consultation.title}>
          <Paragraph>{consultation.text}</Paragraph>
          <p className="mt-3" data-testid="consultation-urgent">
            <strong>{consultation.urgent}</strong>{" "}
            <Link to={href("/help-now")} className="font-bold">
              {consultation.urgentLink}
            </Link>
            , or call the {EMERGENCY_LINE.name}: <EmergencyLink className="font-bold" /> ({EMERGENCY_LINE.shortHours}).
          </p>
          <p className="mt-4 flex flex-wrap gap-3">
            <Link to={consultation.primary.href} className="btn-primary">
              {consultation.primary.label}
            </Link>
            <Link to={consultation.secondary.href} className="btn-secondary">
              {consultation.secondary.label}
            </Link>
          </p>
        </Section>
      </div>
    </>
  );
}

import { pageHeaders, registryPage } from "~/features/pages/page-data.server";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Icon } from "~/components/ui/icon";
import { LinkCard } from "~/components/ui/link-card";
import { PageHeader } from "~/components/ui/page-header";
import { StatTable } from "~/components/ui/stat-table";
import { BulletList, Section } from "~/components/ui/section";
import * as TRENDS from "~/content/trends-2025";
import { riskBadgeVariant } from "~/lib/badges";
import { pageMeta } from "~/lib/route-meta";
import { Paragraph } from "~/components/ui/rich-text";
import type { Route } from "./+types/2025-trends";

export const loader = registryPage("/2025-trends", { ...TRENDS });

export const meta = pageMeta;
export const headers = pageHeaders("/2025-trends");

export default function Trends2025({ loaderData }: Route.ComponentProps) {
  const { ACTION_PLAN, EMERGING_THREATS, TREND_STATS, TREND_STATS_CAPTION, TREND_STATS_NOTE, TRENDS_ALERT } = loaderData.words;
  return (
    <>
      <PageHeader title="2025 Scam Trends">What is new, what is growing, and how to stay one step ahead.</PageHeader>
      <div className="container-page py-8">
        <Alert tone="destructive" title="Scam alert: AI tricks">
          {TRENDS_ALERT}
        </Alert>
        <Section title="By the numbers">
          <StatTable caption={TREND_STATS_CAPTION} stats={TREND_STATS} />
          <p className="mt-3">{TREND_STATS_NOTE}</p>
        </Section>
        <Section title="Six threats to know">
          <ul className="grid gap-6 lg:grid-cols-2">
            {EMERGING_THREATS.map((t) => (
              <li key={t.id} className="card" id={t.id}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <span className="text-brand">
                    <Icon name={t.icon} className="h-10 w-10" />
                  </span>
                  <Badge variant={riskBadgeVariant(t.riskLevel)}>{t.badge}</Badge>
                </div>
                <h3 className="mt-3 text-2xl">{t.title}</h3>
                <Paragraph className="mt-1 font-bold text-muted">{t.targetedLoss}</Paragraph>
                <Paragraph className="mt-3">{t.description}</Paragraph>
                <Paragraph label="How it works" className="mt-3">
                  {t.howItWorks}
                </Paragraph>
                <h4 className="mt-4 text-lg">Red flags</h4>
                <BulletList items={t.redFlags} />
                <h4 className="mt-4 text-lg">Protect yourself</h4>
                <BulletList items={t.protection} />
                {t.recentCase ? (
                  <Alert tone="caution" className="mt-4">
                    {t.recentCase}
                  </Alert>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
        <Section title="Your action plan">
          <ul className="grid gap-6 md:grid-cols-3">
            {ACTION_PLAN.map((card) => (
              <LinkCard key={card.title} title={card.title} text={card.text} to={card.href} cta={card.cta} />
            ))}
          </ul>
        </Section>
      </div>
    </>
  );
}

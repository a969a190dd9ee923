import { Accordion } from "~/components/ui/accordion";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { BulletList, CardGrid, ExternalLink, InfoCard, LabeledList, NumberedList, Section } from "~/components/ui/section";
import { Checklist } from "~/components/ui/checklist";
import type { ModuleContent, ModuleSection, ModuleStep } from "~/content/types";
import { importanceBadgeVariant } from "~/lib/badges";
import { StatGrid } from "~/components/ui/stat-grid";
import { PhoneLink } from "~/components/ui/phone-link";
import { Paragraph, RichText } from "~/components/ui/rich-text";
import { PracticeCard } from "./practice-card";
import { Kept } from "~/components/ui/kept";

function Step({ step, index }: { step: ModuleStep; index: number }) {
  return (
    <li className="card">
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex h-11 w-11 items-center justify-center rounded-full bg-brand text-xl font-bold text-white" aria-hidden="true">
          {index + 1}
        </span>
        <h3 className="flex-1 text-2xl">
          <span className="sr-only">Step {index + 1}: </span>
          <RichText>{step.title}</RichText>
        </h3>
        <Badge variant={importanceBadgeVariant(step.importance)}>{step.importance}</Badge>
        <span className="font-bold text-muted">{step.duration}</span>
      </div>
      <BulletList items={step.content} className="mt-4" />
      {step.warning ? (
        <Alert tone="destructive" title="Warning" className="mt-4">
          {step.warning}
        </Alert>
      ) : null}
      {step.tips?.length ? <LabeledList label="Tips" items={step.tips} /> : null}
      {step.examples?.length ? <LabeledList label="Examples" items={step.examples} /> : null}
    </li>
  );
}

/** One section of a lesson: each kind's heading and look. */
function LessonSection({ section }: { section: ModuleSection }) {
  switch (section.kind) {
    case "overview":
      return (
        <Section title="Overview">
          <Paragraph className="text-xl">{section.text}</Paragraph>
        </Section>
      );
    case "threats":
      return (
        <Section title="What you are protecting against">
          <BulletList items={section.items} />
        </Section>
      );
    case "steps":
      return (
        <Section title="Step by step">
          <ol className="space-y-6">
            {section.items.map((step, i) => (
              <Step key={step.title} step={step} index={i} />
            ))}
          </ol>
        </Section>
      );
    case "quickWins":
      return (
        <Section title="Quick wins: do these today">
          <Checklist name="Quick wins" items={section.items} />
        </Section>
      );
    case "redFlags":
      return (
        <Section title="Red flags">
          <CardGrid>
            {section.items.map((flag) => (
              <InfoCard key={flag.category} title={flag.category}>
                <BulletList items={flag.examples} />
                <Paragraph label="The reality">{flag.reality}</Paragraph>
              </InfoCard>
            ))}
          </CardGrid>
        </Section>
      );
    case "psychologyTactics":
      return (
        <Section title="How scammers play on your feelings">
          <Accordion
            items={section.items.map((t) => ({
              title: t.tactic,
              content: (
                <>
                  <Paragraph label="How it works">{t.howItWorks}</Paragraph>
                  <Paragraph label="Your defense" className="mt-2">
                    {t.defense}
                  </Paragraph>
                </>
              ),
            }))}
          />
        </Section>
      );
    case "statistics":
      return (
        <Section title="By the numbers">
          <StatGrid stats={section.items} columns={4} />
        </Section>
      );
    case "emergingThreats2025":
      return (
        <Section title="Emerging threats since 2025">
          <CardGrid>
            {section.items.map((t) => (
              <InfoCard key={t.threat} title={<RichText>{t.threat}</RichText>}>
                <Paragraph>{t.description}</Paragraph>
                <Paragraph label="Protect yourself">{t.protection}</Paragraph>
              </InfoCard>
            ))}
          </CardGrid>
        </Section>
      );
    case "callBlockingSetup":
      return (
        <Section title="Block unwanted calls">
          <Accordion items={section.items.map((m) => ({ title: m.method, content: <NumberedList items={m.steps} /> }))} />
        </Section>
      );
    case "commonSmishingTricks":
      return (
        <Section title="Common text message tricks">
          <CardGrid>
            {section.items.map((t) => (
              <InfoCard key={t.type} title={t.type}>
                <blockquote className="rounded-lg border-l-4 border-line bg-gray-50 p-3 italic">
                  <RichText>{t.example}</RichText>
                </blockquote>
                <BulletList items={t.redFlags} />
                <Paragraph label="Protect yourself">{t.protection}</Paragraph>
              </InfoCard>
            ))}
          </CardGrid>
        </Section>
      );
    case "facebookScams":
      return (
        <Section title="Scams on Facebook and other social media">
          <Accordion
            items={section.items.map((f) => ({
              title: f.name,
              content: (
                <>
                  <Paragraph>{f.description}</Paragraph>
                  <Paragraph label="Protect yourself" className="mt-2">
                    {f.protection}
                  </Paragraph>
                </>
              ),
            }))}
          />
        </Section>
      );
    case "privacySettings":
      return (
        <Section title="Privacy settings to check">
          <div className="grid gap-4 md:grid-cols-3">
            {section.items.map((p) => (
              <article key={p.platform} className="card">
                <h3 className="text-xl">{p.platform}</h3>
                <BulletList items={p.criticalSettings} className="mt-2" />
              </article>
            ))}
          </div>
        </Section>
      );
    case "bankingSecurity":
      return (
        <Section title="Protect your bank accounts">
          <Accordion items={section.items.map((b) => ({ title: b.strategy, content: <NumberedList items={b.setup} /> }))} />
        </Section>
      );
    case "emergencyNumbers":
      return (
        <Section title="Numbers to keep by the phone">
          <ul className="grid gap-4 md:grid-cols-2">
            {section.items.map((n) => (
              <li key={n.name} className="card">
                <Paragraph className="text-xl font-bold">{n.name}</Paragraph>
                <p>
                  <PhoneLink name={n.name} display={n.display} tel={n.tel} className="text-phone-big" />
                </p>
                <Paragraph className="mt-1">{n.description}</Paragraph>
              </li>
            ))}
          </ul>
        </Section>
      );
    case "practiceScenarios":
      return (
        <Section title="Practice: what would you do?">
          <div className="space-y-4">
            {section.items.map((s, i) => (
              <PracticeCard key={s.scenario} practice={s} heading={<h3 className="text-xl">Situation {i + 1}</h3>} />
            ))}
          </div>
        </Section>
      );
    case "resources":
      return (
        <Section title="Trusted resources">
          <ul className="space-y-3">
            {section.items.map((r) => (
              <li key={r.url}>
                <ExternalLink href={r.url}>{r.name}</ExternalLink>: <RichText>{r.description}</RichText>
              </li>
            ))}
          </ul>
        </Section>
      );
  }
}

/** The whole lesson of a protection module: its sections in the order the module lists them. */
export function ModuleGuide({ content }: { content: ModuleContent }) {
  return (
    <div>
      {content.map((section) =>
        // The checklist remembers its ticks (an effect), so it hydrates; the rest is text and links.
        section.kind === "quickWins" ? (
          <LessonSection key={section.kind} section={section} />
        ) : (
          <Kept key={section.kind}>
            <LessonSection section={section} />
          </Kept>
        ),
      )}
    </div>
  );
}

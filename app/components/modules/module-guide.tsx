import { Accordion } from "~/components/ui/accordion";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { BulletList, CardGrid, ExternalLink, InfoCard, LabeledList, Section } from "~/components/ui/section";
import { Checklist } from "~/components/ui/checklist";
import type { ModuleContent, ModuleStep } from "~/content/types";
import { importanceBadgeVariant } from "~/lib/badges";
import { ModuleExtras } from "./module-extras";
import { RichText } from "~/components/ui/rich-text";

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

/** The whole lesson of a protection module, in the order of spec 2's module structure. */
export function ModuleGuide({ content }: { content: ModuleContent }) {
  return (
    <div>
      <Section title="Overview">
        <p className="text-xl">
          <RichText>{content.overview}</RichText>
        </p>
      </Section>
      <Section title="What you are protecting against">
        <BulletList items={content.threats} />
      </Section>
      <Section title="Step by step">
        <ol className="space-y-6">
          {content.steps.map((step, i) => (
            <Step key={step.title} step={step} index={i} />
          ))}
        </ol>
      </Section>
      <Section title="Quick wins: do these today">
        <Checklist name="Quick wins" items={content.quickWins} />
      </Section>
      <Section title="Red flags">
        <CardGrid>
          {content.redFlags.map((flag) => (
            <InfoCard key={flag.category} title={flag.category}>
              <BulletList items={flag.examples} />
              <p>
                <strong>The reality:</strong> <RichText>{flag.reality}</RichText>
              </p>
            </InfoCard>
          ))}
        </CardGrid>
      </Section>
      <Section title="How scammers play on your feelings">
        <Accordion
          items={content.psychologyTactics.map((t) => ({
            title: t.tactic,
            content: (
              <>
                <p>
                  <strong>How it works:</strong> <RichText>{t.howItWorks}</RichText>
                </p>
                <p className="mt-2">
                  <strong>Your defense:</strong> <RichText>{t.defense}</RichText>
                </p>
              </>
            ),
          }))}
        />
      </Section>
      <ModuleExtras content={content} />
      <Section title="Practice: what would you do?">
        <div className="space-y-4">
          {content.practiceScenarios.map((s, i) => (
            <article key={s.scenario} className="card">
              <h3 className="text-xl">Situation {i + 1}</h3>
              <p className="mt-2">
                <RichText>{s.scenario}</RichText>
              </p>
              <h4 className="mt-3 text-lg">Red flags</h4>
              <BulletList items={s.redFlags} />
              <p className="mt-3">
                <strong>The right response:</strong> <RichText>{s.response}</RichText>
              </p>
            </article>
          ))}
        </div>
      </Section>
      <Section title="Trusted resources">
        <ul className="space-y-3">
          {content.resources.map((r) => (
            <li key={r.url}>
              <ExternalLink href={r.url}>{r.name}</ExternalLink>: <RichText>{r.description}</RichText>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

import { href } from "react-router";
import { ShareMenu } from "~/components/share/share-menu";
import { Accordion } from "~/components/ui/accordion";
import { Badge } from "~/components/ui/badge";
import { BulletList, NumberedList } from "~/components/ui/section";
import type { PhoneScamExample, ShortScamExample } from "~/content/types";
import { formatDate } from "~/lib/dates";
import { riskBadgeVariant, severityLabel } from "~/lib/badges";
import { Paragraph, RichText } from "~/components/ui/rich-text";
import { PracticeCard } from "./practice-card";

function CardHeader({ title, severity }: { title: string; severity: string }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <h3 className="text-2xl">{title}</h3>
      <Badge variant={riskBadgeVariant(severity)}>{severityLabel(severity)}</Badge>
    </div>
  );
}

/** A phone scam example with every field of PhoneScamExample; the long parts fold into an accordion. */
export function PhoneExampleCard({ example, index }: { example: PhoneScamExample; index: number }) {
  return (
    <article className="card" id={`phone-${index + 1}`}>
      <CardHeader title={example.title} severity={example.severity} />
      <Paragraph className="mt-3 text-lg">{example.scenario}</Paragraph>
      <Paragraph label="What the scammer wants" className="mt-3">
        {example.attackerGoal}
      </Paragraph>
      <div className="mt-4">
        <Accordion
          headingLevel={4}
          items={[
            {
              title: "What the scammer says",
              content: (
                <ul className="space-y-2">
                  {example.scriptExcerpts.map((s) => (
                    <li key={s}>
                      <q className="italic">
                        <RichText>{s}</RichText>
                      </q>
                    </li>
                  ))}
                </ul>
              ),
            },
            { title: "Feelings they play on", content: <BulletList items={example.psychTriggers} /> },
            { title: "What you might see or hear", content: <BulletList items={example.artifacts} /> },
            { title: "Red flags", content: <BulletList items={example.redFlags} /> },
            {
              title: "What went wrong",
              content: example.whatWentWrong,
            },
            {
              title: "The right response",
              content: example.correctResponse,
            },
            { title: "Recovery checklist", content: <NumberedList items={example.recoverySteps} /> },
            { title: "Where to report it", content: <BulletList items={example.reportingPaths} /> },
          ]}
        />
      </div>
      <dl className="mt-4 grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="font-bold">Time it costs</dt>
          <dd>
            <RichText>{example.timeImpact}</RichText>
          </dd>
        </div>
        <div>
          <dt className="font-bold">Money it costs</dt>
          <dd>
            <RichText>{example.moneyImpact}</RichText>
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted">
          Last updated <time dateTime={example.lastUpdated}>{formatDate(example.lastUpdated)}</time>
        </p>
        <ShareMenu title={example.title} path={href("/examples")} content={`example:${example.title}`} />
      </div>
    </article>
  );
}

/** Text, email and social examples: the scenario, its red flags and the right response. */
export function ShortExampleCard({ example }: { example: ShortScamExample }) {
  return <PracticeCard practice={example} heading={<CardHeader title={example.title} severity={example.severity} />} large />;
}

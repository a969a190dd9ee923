import type { ReactNode } from "react";
import { Paragraph } from "~/components/ui/rich-text";
import { BulletList } from "~/components/ui/section";
import type { PracticeScenario } from "~/content/types";

/**
 * A scam to practise on: what happens, its red flags and the right response, under `heading`. The
 * examples page shows it `large`; a module's "Practice" section in its smaller, closer type.
 */
export function PracticeCard({ practice, heading, large = false }: { practice: PracticeScenario; heading: ReactNode; large?: boolean }) {
  const gap = large ? "mt-4" : "mt-3";
  return (
    <article className="card">
      {heading}
      <Paragraph className={large ? "mt-3 text-lg" : "mt-2"}>{practice.scenario}</Paragraph>
      <h4 className={`${gap} text-lg`}>Red flags</h4>
      <BulletList items={practice.redFlags} />
      <Paragraph label="The right response" className={gap}>
        {practice.response}
      </Paragraph>
    </article>
  );
}

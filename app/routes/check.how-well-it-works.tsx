import { href, Link } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { CHECKER_SCORECARD } from "~/features/checker/scorecard.server";
import type { KindScore } from "~/features/checker/types";
import { SCORECARD_WORDS as WORDS } from "~/features/checker/words/scorecard";
import { pageHeaders, registryPage } from "~/features/pages/page-data.server";
import { pageMeta } from "~/lib/route-meta";
import type { Route } from "./+types/check.how-well-it-works";

const page = registryPage("/check/how-well-it-works");

/** The figures are made when the site is built (scorecard.server.ts), so they are the shipped checker's. */
export const loader = () => ({ ...page(), scorecard: CHECKER_SCORECARD });
export const meta = pageMeta;
export const headers = pageHeaders("/check/how-well-it-works");

function Row({ label, score, total }: { label: string; score: KindScore; total?: boolean }) {
  return (
    <tr className={total ? "border-t-4 border-ink font-bold" : "border-t-2 border-gray-300"}>
      <th scope="row" className="p-3 text-left">
        {label}
      </th>
      <td className="p-3" data-label={WORDS.columns.caught}>
        {WORDS.of(score.caught, score.scams)}
      </td>
      <td className="p-3" data-label={WORDS.columns.falseAlarms}>
        {WORDS.of(score.falseAlarms, score.legit)}
      </td>
    </tr>
  );
}

function BulletSection({ heading, lines }: { heading: string; lines: readonly string[] }) {
  return (
    <section>
      <h2 className="text-2xl">{heading}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-lg">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

export default function CheckerScorecard({ loaderData }: Route.ComponentProps) {
  const { scorecard } = loaderData;
  return (
    <>
      <PageHeader title={WORDS.title}>{WORDS.intro}</PageHeader>
      <div className="container-page max-w-3xl space-y-10 py-10">
        <section>
          <p className="text-lg" data-testid="scorecard-measured">
            {WORDS.measured(scorecard.measured, scorecard.items)}
          </p>
          {/* On a phone each row stacks, each figure led by its column's name: no sideways scrolling at 320 px. */}
          <div className="mt-4">
            <table className="stack-table w-full border-collapse text-lg" data-testid="scorecard-table">
              <caption className="mb-2 text-left text-xl font-bold">{WORDS.tableCaption}</caption>
              <thead>
                <tr>
                  <th scope="col" className="p-3 text-left">
                    {WORDS.columns.kind}
                  </th>
                  <th scope="col" className="p-3 text-left">
                    {WORDS.columns.caught}
                  </th>
                  <th scope="col" className="p-3 text-left">
                    {WORDS.columns.falseAlarms}
                  </th>
                </tr>
              </thead>
              <tbody>
                {scorecard.kinds.map((score) => (
                  <Row key={score.kind} label={WORDS.kinds[score.kind]} score={score} />
                ))}
                <Row label={WORDS.kinds.all} score={scorecard.total} total />
              </tbody>
            </table>
          </div>
          <p className="mt-4 text-lg">{WORDS.spoofed(scorecard.total.spoofedAdvised, scorecard.total.spoofed)}</p>
        </section>
        <BulletSection heading={WORDS.meaningHeading} lines={WORDS.meaning} />
        <BulletSection heading={WORDS.limitsHeading} lines={WORDS.limits} />
        <section>
          <h2 className="text-2xl">{WORDS.nextHeading}</h2>
          <p className="mt-3 text-lg">{WORDS.next}</p>
          <p className="mt-4">
            <Link to={href("/check")} className="btn-primary">
              {WORDS.checkLink}
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}

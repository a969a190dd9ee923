import { Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import type { NextStep } from "../report";
import { REPORT_WORDS as WORDS } from "../words/report";

/** After a report: thanks, not to blame, and where to report it officially (never a promise of a reply or money back). */
export function ReportSent({ steps }: { steps: readonly NextStep[] }) {
  return (
    <div className="space-y-6" data-testid="report-sent">
      <Alert tone="safe" title={WORDS.thanksTitle} live>
        {WORDS.notToBlame}
      </Alert>
      <section aria-labelledby="report-next">
        <h2 id="report-next" className="text-2xl">
          {WORDS.nextHeading}
        </h2>
        <p className="mt-2 text-lg">{WORDS.nextIntro}</p>
        <ol className="mt-3 list-decimal space-y-3 pl-6 text-lg">
          {steps.map((step) => {
            const words = WORDS.steps[step];
            return (
              <li key={step}>
                {words.text}{" "}
                {words.url.startsWith("/") ? (
                  <Link to={words.url} className="inline-flex min-h-11 items-center font-bold">
                    {words.link}
                  </Link>
                ) : (
                  <a href={words.url} className="inline-flex min-h-11 items-center font-bold">
                    {words.link}
                  </a>
                )}
              </li>
            );
          })}
        </ol>
        <p className="mt-4 text-lg">{WORDS.noReply}</p>
      </section>
      <p className="flex flex-wrap gap-3">
        <Link to="/report" reloadDocument className="btn-secondary">
          {WORDS.another}
        </Link>
        <Link to="/reports" className="btn-secondary">
          {WORDS.seeOthers}
        </Link>
      </p>
    </div>
  );
}

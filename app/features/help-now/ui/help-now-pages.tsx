import { Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { PageHeader } from "~/components/ui/page-header";
import { Paragraph } from "~/components/ui/rich-text";
import type { PlanResult } from "../plan";
import type { HelpNowPageWords } from "../words/languages";
import type { HelpNowScreen } from "../words/questions";
import { PlanView } from "./plan-view";
import { StartForm, StepForm } from "./step-form";

/** A screen of the crisis path (/help-now, /es/ayuda-ahora): the start, or one question. */
export function HelpNowPage({ screen, words }: { screen: HelpNowScreen; words: HelpNowPageWords }) {
  return (
    <>
      {/* The start screen's question is its title, so on a phone with Larger text the first answer is on the first screen. */}
      <PageHeader title={screen.screen === "start" ? words.start.ask : words.intro.title} compact>
        <Paragraph className="font-bold">{words.intro.calm}</Paragraph>
      </PageHeader>
      <div className="container-page max-w-4xl pt-4 pb-8">
        {screen.screen === "start" ? <StartForm start={screen.start} words={words} /> : <StepForm view={screen.view} words={words} />}
      </div>
    </>
  );
}

/** The plan page, or where to go back to when an answer is missing. */
export function PlanPage({ result, words }: { result: PlanResult; words: HelpNowPageWords }) {
  const { ui, paths } = words;
  if (!result.ok) {
    return (
      <>
        <PageHeader title={ui.planTitle.me} />
        <div className="container-page max-w-4xl py-8">
          <Alert tone="caution" title={ui.missingTitle} live>
            <p className="text-lg">{ui.missingText}</p>
            <p className="mt-4 flex flex-wrap gap-4">
              <Link to={result.fixHref} className="btn-primary">
                {ui.missingBack}
              </Link>
              <Link to={paths.start} className="btn-secondary">
                {ui.startOver}
              </Link>
            </p>
          </Alert>
        </div>
      </>
    );
  }
  const { plan, query } = result;
  return (
    <>
      <PageHeader title={ui.planTitle[plan.audience]} compact>
        {plan.stateName ? ui.forState.replace("{state}", plan.stateName) : ""}
        {ui.inOrder}
      </PageHeader>
      <PlanView
        plan={plan}
        pdfHref={`${paths.pdf}?${query}`}
        editHref={`${paths.start}?${query}&step=1`}
        addSharedHref={`${paths.start}?${query}&path=shared`}
        words={words}
      />
    </>
  );
}

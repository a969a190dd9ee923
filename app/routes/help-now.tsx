import type { Route } from "./+types/help-now";
import { StartForm, StepForm } from "~/features/help-now/ui/step-form";
import { PageHeader } from "~/components/ui/page-header";
import { HELP_NOW_INTRO, START } from "~/features/help-now/words/questions";
import { pageMeta } from "~/lib/route-meta";
import { helpNowScreen } from "~/features/help-now/help-now.server";
import { Paragraph } from "~/components/ui/rich-text";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";

export const meta = pageMeta;
export const headers = pageHeaders("/help-now");

export function loader({ request }: Route.LoaderArgs) {
  return { ...pageData("/help-now"), screen: helpNowScreen(new URL(request.url)) };
}

export default function HelpNow({ loaderData }: Route.ComponentProps) {
  const { screen } = loaderData;
  return (
    <>
      {/* The start screen's question is its title, so on a phone with Larger text the first answer is on the first screen. */}
      <PageHeader title={screen.screen === "start" ? START.ask : HELP_NOW_INTRO.title} compact>
        <Paragraph className="font-bold">{HELP_NOW_INTRO.calm}</Paragraph>
      </PageHeader>
      <div className="container-page max-w-4xl pt-4 pb-8">
        {screen.screen === "start" ? <StartForm start={screen.start} /> : <StepForm view={screen.view} />}
      </div>
    </>
  );
}

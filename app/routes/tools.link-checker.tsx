import { data } from "react-router";
import { HomeTool } from "~/features/checker/ui/home-tool";
import { LINK_CHECKER } from "~/features/checker/ui/link-checker";
import { PageHeader } from "~/components/ui/page-header";
import { checkHomeLink } from "~/features/checker/run-check";
import { pageMeta } from "~/lib/route-meta";
import { linkCheckForm } from "~/features/checker/schema";
import { readSubmission } from "~/server/request.server";
import { pageHeaders, registryPage } from "~/features/pages/page-data.server";
import type { Route } from "./+types/tools.link-checker";

export const loader = registryPage("/tools/link-checker");

export const meta = pageMeta;
export const headers = pageHeaders("/tools/link-checker");

/** The link checker without JavaScript: the form posts here and the page shows the result. Nothing is stored or logged. */
export async function action({ request }: Route.ActionArgs) {
  const submission = await readSubmission(request, linkCheckForm);
  const link = submission.values.link ?? "";
  if (!submission.ok)
    return data({ link, result: null, error: submission.formError ?? submission.errors.link ?? null }, { status: submission.status });
  return { link, result: checkHomeLink(submission.data.link), error: null };
}

export default function LinkCheckerPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Link checker">Is this link safe to click? Paste it below to see the warning signs.</PageHeader>
      <div className="container-page max-w-3xl py-8">
        <HomeTool
          tool={LINK_CHECKER}
          key={actionData?.link}
          initialText={actionData?.link}
          initialResult={actionData?.result}
          error={actionData?.error}
        />
      </div>
    </>
  );
}

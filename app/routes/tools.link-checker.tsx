import { data } from "react-router";
import type { Route } from "./+types/tools.link-checker";
import { LinkChecker } from "~/components/tools/link-checker";
import { PageHeader } from "~/components/ui/page-header";
import { checkLink, LINK_MAX_LENGTH } from "~/lib/link-check";
import { dataMeta } from "~/lib/route-meta";
import { pageSeo } from "~/content/page-seo";
import { readForm } from "~/server/request.server";

export function loader() {
  return { seo: pageSeo("/tools/link-checker") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => dataMeta(loaderData?.seo, matches);

/** The link checker without JavaScript: the form posts here and the page shows the result. */
export async function action({ request }: Route.ActionArgs) {
  const read = await readForm(request);
  if (!read.ok) return data({ link: "", result: null, error: read.error }, { status: read.status });
  const link = String(read.form.get("link") ?? "").slice(0, LINK_MAX_LENGTH);
  if (link.trim() === "") return data({ link, result: null, error: "Please paste a link to check." }, { status: 400 });
  return { link, result: checkLink(link), error: null };
}

export default function LinkCheckerPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Link checker">Is this link safe to click? Paste it below to see the warning signs.</PageHeader>
      <div className="container-page max-w-3xl py-8">
        <LinkChecker key={actionData?.link} initialLink={actionData?.link} initialResult={actionData?.result} error={actionData?.error} />
      </div>
    </>
  );
}

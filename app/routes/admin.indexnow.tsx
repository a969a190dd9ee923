import { data, href, Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { PageHeader } from "~/components/ui/page-header";
import { indexedPages } from "~/features/pages/manifest";
import { type IndexNowResult, indexNowMessage, outcome, validKey } from "~/lib/indexnow";
import { staticMeta } from "~/lib/route-meta";
import { indexNowForm } from "~/features/operator/schema";
import { requireSameOrigin } from "~/features/operator/auth.server";
import { getServices } from "~/server/context.server";
import { readSubmission } from "~/server/request.server";
import type { Route } from "./+types/admin.indexnow";

export const meta = staticMeta({
  title: "Search engine submission",
  description: "Submit pages to search engines.",
  path: "/admin/indexnow",
  noindex: true,
});

/** Nothing to load; being here makes a visit within the site ask the server, which checks the sign-in (routes/admin.layout.tsx). */
export function loader() {
  return null;
}

/** Submit Current Page (one URL) or Submit All (every page in the registry) to IndexNow. */
export async function action({ request, context }: Route.ActionArgs) {
  const { siteUrl, indexNow } = getServices(context);
  requireSameOrigin(request, siteUrl);
  const submission = await readSubmission(request, indexNowForm, 2048);
  if (!submission.ok) return data<IndexNowResult>({ scope: "page", outcome: "exception", count: 0 }, { status: submission.status });
  const { intent: scope, path } = submission.data;
  if (!validKey(indexNow.key)) {
    console.error("IndexNow: INDEXNOW_KEY is not set or not valid (8-128 letters, digits, dashes)");
    return data<IndexNowResult>({ scope, outcome: scope === "all" ? "failure" : "exception", count: 0 }, { status: 503 });
  }
  const paths = scope === "all" ? indexedPages.map((p) => p.url) : [path];
  const results = await indexNow.submit(paths);
  return { scope, outcome: outcome(results), count: paths.length } satisfies IndexNowResult;
}

/** Without JavaScript the form lands here: the same words as the toasts. */
export default function IndexNowResultPage({ actionData }: Route.ComponentProps) {
  const message = actionData ? indexNowMessage(actionData) : null;
  return (
    <>
      <PageHeader title="Search engine submission" />
      <div className="container-page max-w-2xl py-8">
        {message ? (
          <Alert tone={"variant" in message ? "destructive" : "safe"} title={message.title} live>
            {message.description}
          </Alert>
        ) : (
          <p>Use the buttons on the dashboard or the sitemap page.</p>
        )}
        <p className="mt-6">
          <Link to={href("/admin")} className="btn-primary">
            Back to the dashboard
          </Link>
        </p>
      </div>
    </>
  );
}

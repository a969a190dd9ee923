import { data, href, Link } from "react-router";
import { AlertArticle } from "~/features/alerts/ui/alert-article";
import { PageHeader } from "~/components/ui/page-header";
import { Section } from "~/components/ui/section";
import { alertIdFrom } from "~/features/alerts/alerts";
import { staticMeta } from "~/lib/route-meta";
import { alertById } from "~/features/alerts/alerts.server";
import { alertEmailFor } from "~/features/alerts/jobs.server";
import { getServices } from "~/server/context.server";
import { logFault, notFound } from "~/server/route.server";
import type { Route } from "./+types/admin.alerts.$id.preview";

/** Stands in for a subscriber's own token in the preview's unsubscribe link. */
const PREVIEW_TOKEN = "0".repeat(32);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, siteUrl, clock } = getServices(context);
  const id = alertIdFrom(params.id) ?? notFound();
  let alert: Awaited<ReturnType<typeof alertById>>;
  try {
    alert = await alertById(db, id);
  } catch (error) {
    logFault("alert preview", error);
    throw data(null, { status: 503, statusText: "Service Unavailable" });
  }
  if (!alert) notFound();
  // A draft has no date yet: the preview shows today's.
  const shown = { ...alert, publishedAt: alert.publishedAt || clock.now().toISOString() };
  return { alert: shown, siteUrl, email: alertEmailFor(shown, siteUrl, PREVIEW_TOKEN) };
}

export const meta = staticMeta({
  title: "Preview alert",
  description: "The alert as a page and as an email.",
  path: "/admin/alerts",
  noindex: true,
});

export default function PreviewAlert({ loaderData }: Route.ComponentProps) {
  const { alert, siteUrl, email } = loaderData;
  return (
    <>
      <PageHeader title={`Preview: ${alert.title}`}>
        <p>{alert.status === "published" ? "This alert is published." : "This is a draft. Nobody else can see it yet."}</p>
        <p className="mt-3">
          <Link to={href("/admin/alerts/:id", { id: String(alert.id) })} className="btn-primary">
            Back to editing
          </Link>
        </p>
      </PageHeader>
      <Section title="As the page" className="container-page">
        <div className="rounded-xl border-2 border-ink">
          <AlertArticle alert={alert} siteUrl={siteUrl} preview />
        </div>
      </Section>
      <Section title="As the email" className="container-page pb-12">
        <p className="text-lg">
          <strong>Subject:</strong> {email.subject}
        </p>
        <iframe
          title="The email as most people see it"
          sandbox=""
          srcDoc={email.html}
          className="mt-4 h-[48rem] w-full rounded-xl border-2 border-ink bg-white"
        />
        <h3 className="mt-6 text-xl">The plain-text version</h3>
        <pre className="mt-2 overflow-x-auto whitespace-pre-wrap rounded-xl border-2 border-gray-400 bg-gray-50 p-4 text-base">
          {email.text}
        </pre>
      </Section>
    </>
  );
}

import { data, href, Link } from "react-router";
import { AlertArticle } from "~/features/alerts/ui/alert-article";
import { PageHeader } from "~/components/ui/page-header";
import { Section } from "~/components/ui/section";
import { alertIdFrom, alertIn } from "~/features/alerts/alerts";
import { ALERT_PAGE_BY_LANG } from "~/features/alerts/words/languages";
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
  // The Spanish version, when written: as its page and as a Spanish reader's email.
  const spanish = alertIn(shown, "es");
  return {
    alert: shown,
    email: alertEmailFor(shown, siteUrl, PREVIEW_TOKEN),
    page: ALERT_PAGE_BY_LANG.en,
    spanish: spanish ? { alert: spanish, page: ALERT_PAGE_BY_LANG.es, email: alertEmailFor(shown, siteUrl, PREVIEW_TOKEN, "es") } : null,
  };
}

export const meta = staticMeta({
  title: "Preview alert",
  description: "The alert as a page and as an email.",
  path: "/admin/alerts",
  noindex: true,
});

/** The alert as a page and as an email, in one language. */
function Previews({ alert, page, email, lang }: Pick<Route.ComponentProps["loaderData"], "alert" | "page" | "email"> & { lang?: "es" }) {
  const named = lang === "es" ? " (Spanish)" : "";
  return (
    <div lang={lang}>
      <Section title={`As the page${named}`} className="container-page">
        <div className="rounded-xl border-2 border-ink">
          <AlertArticle alert={alert} words={page} preview />
        </div>
      </Section>
      <Section title={`As the email${named}`} className="container-page pb-12">
        <p className="text-lg">
          <strong>Subject:</strong> {email.subject}
        </p>
        <iframe
          title={`The email as most people see it${named}`}
          sandbox=""
          srcDoc={email.html}
          className="mt-4 h-[48rem] w-full rounded-xl border-2 border-ink bg-white"
        />
        <h3 className="mt-6 text-xl">The plain-text version{named}</h3>
        <pre className="mt-2 overflow-x-auto whitespace-pre-wrap rounded-xl border-2 border-gray-400 bg-gray-50 p-4 text-base">
          {email.text}
        </pre>
      </Section>
    </div>
  );
}

export default function PreviewAlert({ loaderData }: Route.ComponentProps) {
  const { alert, email, page, spanish } = loaderData;
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
      <Previews alert={alert} page={page} email={email} />
      {spanish ? <Previews alert={{ ...alert, ...spanish.alert }} page={spanish.page} email={spanish.email} lang="es" /> : null}
    </>
  );
}

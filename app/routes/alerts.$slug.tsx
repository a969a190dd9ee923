import { data, href } from "react-router";
import { AlertArticle } from "~/features/alerts/ui/alert-article";
import { notFoundPanel } from "~/components/errors/not-found-panel";
import { NewsletterSignup } from "~/features/forms/ui/newsletter-signup";
import { ALERT_SLUG_PATTERN, alertIn, alertPath } from "~/features/alerts/alerts";
import { ALERT_PAGE_BY_LANG } from "~/features/alerts/words/languages";
import { ALERT_PAGE as ALERT_PAGE_ES } from "~/features/alerts/words/es/page";
import { NEWSLETTER_TEXT_BY_LANG } from "~/features/forms";
import { langOfPath } from "~/lib/i18n";
import { GUIAS } from "~/content/es/guias";
import { metaWithNotFound } from "~/lib/route-meta";
import { publishedAlert } from "~/features/alerts/alerts.server";
import { getServices } from "~/server/context.server";
import { logFault, notFound } from "~/server/route.server";
import { pageHeaders } from "~/features/pages/page-data.server";
import type { Route } from "./+types/alerts.$slug";

const NOT_FOUND = {
  title: "Alert not found",
  description: "We could not find that scam alert. It may have been taken down.",
  back: { to: href("/alerts"), label: "See all scam alerts" },
};

function spanishGuideFor(scamType: string): { to: string; title: string } | null {
  const guia = GUIAS.find((g) => g.counterpart === scamType);
  return guia ? { to: `/es/guias/${guia.id}`, title: guia.title } : null;
}

// One module for /alerts/{slug} and /es/alertas/{slug}, an alert's Spanish version (app/routes.ts).
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!ALERT_SLUG_PATTERN.test(params.slug)) notFound();
  const lang = langOfPath(new URL(request.url).pathname);
  let stored: Awaited<ReturnType<typeof publishedAlert>>;
  try {
    stored = await publishedAlert(getServices(context).db, params.slug);
  } catch (error) {
    logFault("alert page", error);
    throw data(null, { status: 503, statusText: "Service Unavailable" });
  }
  // In Spanish, an alert with no Spanish version is not found here (its English page is).
  const alert = stored ? alertIn(stored, lang) : null;
  if (!alert) notFound();
  // An alert is not in the page manifest (it comes from D1): its words are its own.
  return {
    seo: { title: alert.title, description: alert.summary, path: alertPath(alert.slug, lang) },
    words: alert,
    page: ALERT_PAGE_BY_LANG[lang],
    // A Spanish guide on the same kind of scam, when one is the English guide's twin.
    guideInLanguage: lang === "es" ? spanishGuideFor(alert.scamType) : null,
    signup: NEWSLETTER_TEXT_BY_LANG[lang],
  };
}

const { notFound: ES } = ALERT_PAGE_ES;
const NOT_FOUND_ES = { title: ES.title, description: ES.description, back: { to: ALERT_PAGE_ES.listPath, label: ES.back } };

export const meta = metaWithNotFound(NOT_FOUND, NOT_FOUND_ES);
export const headers = pageHeaders("/alerts/:slug");

export default function AlertPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AlertArticle alert={loaderData.words} words={loaderData.page} guideInLanguage={loaderData.guideInLanguage} />
      <div className="container-page max-w-3xl pb-12">
        <NewsletterSignup source="alert" words={loaderData.signup} />
      </div>
    </>
  );
}

export const ErrorBoundary = notFoundPanel(NOT_FOUND, NOT_FOUND_ES);

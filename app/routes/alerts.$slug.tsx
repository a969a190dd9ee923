import { data, href } from "react-router";
import { AlertArticle } from "~/features/alerts/ui/alert-article";
import { notFoundPanel } from "~/components/errors/not-found-panel";
import { NewsletterSignup } from "~/features/forms/ui/newsletter-signup";
import { ALERT_SLUG_PATTERN, alertPath } from "~/features/alerts/alerts";
import { metaWithNotFound, useRootData } from "~/lib/route-meta";
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

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!ALERT_SLUG_PATTERN.test(params.slug)) notFound();
  let alert: Awaited<ReturnType<typeof publishedAlert>>;
  try {
    alert = await publishedAlert(getServices(context).db, params.slug);
  } catch (error) {
    logFault("alert page", error);
    throw data(null, { status: 503, statusText: "Service Unavailable" });
  }
  if (!alert) notFound();
  // An alert is not in the page manifest (it comes from D1): its words are its own.
  return { seo: { title: alert.title, description: alert.summary, path: alertPath(alert.slug) }, words: alert };
}

export const meta = metaWithNotFound(NOT_FOUND);
export const headers = pageHeaders("/alerts/:slug");

export default function AlertPage({ loaderData }: Route.ComponentProps) {
  const { siteUrl } = useRootData();
  return (
    <>
      <AlertArticle alert={loaderData.words} siteUrl={siteUrl} />
      <div className="container-page max-w-3xl pb-12">
        <NewsletterSignup source="alert" />
      </div>
    </>
  );
}

export const ErrorBoundary = notFoundPanel(NOT_FOUND);

import { data, Link, useRouteLoaderData } from "react-router";
import { AlertArticle } from "~/components/alerts/alert-article";
import { notFoundBoundary } from "~/components/errors/error-screen";
import { NewsletterSignup } from "~/components/newsletter/newsletter-signup";
import { edgePageHeaders } from "~/lib/cache-policy";
import { ALERT_SLUG_PATTERN, alertPath } from "~/lib/alerts";
import { metaWithNotFound } from "~/lib/route-meta";
import { publishedAlert } from "~/server/alerts/alerts.server";
import { getServices } from "~/server/context.server";
import { logFault, notFound } from "~/server/route.server";
import type { Route } from "./+types/alerts.$slug";
import { RichText } from "~/components/ui/rich-text";

const NOT_FOUND = { title: "Alert not found", description: "We could not find that scam alert. It may have been taken down." };

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
  return { seo: { title: alert.title, description: alert.summary, path: alertPath(alert.slug) }, alert };
}

export const headers = edgePageHeaders;
export const meta = metaWithNotFound(NOT_FOUND);

export default function AlertPage({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData("root") as { siteUrl?: string } | undefined;
  return (
    <>
      <AlertArticle alert={loaderData.alert} siteUrl={root?.siteUrl ?? "http://localhost:8787"} />
      <div className="container-page max-w-3xl pb-12">
        <NewsletterSignup source="alert" />
      </div>
    </>
  );
}

function AlertNotFound() {
  return (
    <div className="container-page max-w-3xl py-12">
      <h1 className="text-4xl">{NOT_FOUND.title}</h1>
      <p className="mt-4 text-xl">
        <RichText>{NOT_FOUND.description}</RichText>
      </p>
      <p className="mt-6">
        <Link to="/alerts" className="btn-primary whitespace-normal">
          See all scam alerts
        </Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = notFoundBoundary(AlertNotFound);

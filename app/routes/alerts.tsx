import { data, href } from "react-router";
import { AlertCard } from "~/features/alerts/ui/alert-article";
import { NewsletterSignup } from "~/features/forms/ui/newsletter-signup";
import { PageHeader } from "~/components/ui/page-header";
import { CACHE_POLICY } from "~/lib/cache-policy";
import { pageMeta } from "~/lib/route-meta";
import { publishedAlerts } from "~/features/alerts/alerts.server";
import { getServices } from "~/server/context.server";
import { orUnavailable } from "~/server/route.server";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";
import type { Route } from "./+types/alerts";

export async function loader({ context }: Route.LoaderArgs) {
  const alerts = await orUnavailable("alerts list", () => publishedAlerts(getServices(context).db));
  const payload = { ...pageData("/alerts"), alerts };
  return alerts ? payload : data(payload, { headers: { "Cache-Control": CACHE_POLICY.dynamicPage } });
}

export const meta = pageMeta;
export const headers = pageHeaders("/alerts");

export default function AlertsPage({ loaderData }: Route.ComponentProps) {
  const { alerts } = loaderData;
  return (
    <>
      <PageHeader title="Scam alerts">
        New scams that are spreading now, in plain words, with what to do. The newest is first.{" "}
        <a href={href("/alerts/rss.xml")}>Follow the alerts by RSS</a>.
      </PageHeader>
      <div className="container-page grid gap-10 py-8 lg:grid-cols-[2fr_1fr]">
        <section aria-label="Alerts" className="min-w-0 space-y-5">
          {alerts === null ? (
            <p role="status" className="text-lg">
              The alerts cannot be loaded right now. Please try again in a few minutes.
            </p>
          ) : alerts.length === 0 ? (
            <p className="text-lg">There are no alerts yet. Sign up and we will email you the first one.</p>
          ) : (
            alerts.map((alert) => <AlertCard key={alert.slug} alert={alert} />)
          )}
        </section>
        <aside aria-label="Get alerts by email" className="min-w-0">
          <NewsletterSignup source="alerts" />
        </aside>
      </div>
    </>
  );
}

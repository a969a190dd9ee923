import { data } from "react-router";
import { AlertCard } from "~/features/alerts/ui/alert-article";
import { NewsletterSignup } from "~/features/forms/ui/newsletter-signup";
import { PageHeader } from "~/components/ui/page-header";
import { CACHE_POLICY } from "~/lib/cache-policy";
import { pageMeta } from "~/lib/route-meta";
import { registryPath } from "~/lib/dates";
import { langOfPath } from "~/lib/i18n";
import { alertIn } from "~/features/alerts/alerts";
import { publishedAlerts } from "~/features/alerts/alerts.server";
import { ALERT_PAGE_BY_LANG } from "~/features/alerts/words/languages";
import { NEWSLETTER_TEXT_BY_LANG } from "~/features/forms";
import { getServices } from "~/server/context.server";
import { orUnavailable } from "~/server/route.server";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";
import type { Route } from "./+types/alerts";
import { Kept } from "~/components/ui/kept";

// One module for /alerts and /es/alertas (app/routes.ts): the Spanish list shows the alerts that
// have a Spanish version, in Spanish.
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = registryPath(new URL(request.url).pathname);
  const lang = langOfPath(path);
  const found = await orUnavailable("alerts list", () => publishedAlerts(getServices(context).db, undefined, lang));
  const alerts = found?.flatMap((alert) => alertIn(alert, lang) ?? []) ?? null;
  const payload = { ...pageData(path, ALERT_PAGE_BY_LANG[lang]), signup: NEWSLETTER_TEXT_BY_LANG[lang], alerts };
  return alerts ? payload : data(payload, { headers: { "Cache-Control": CACHE_POLICY.dynamicPage } });
}

export const meta = pageMeta;
export const headers = pageHeaders("/alerts");

export default function AlertsPage({ loaderData }: Route.ComponentProps) {
  const { alerts, words, signup } = loaderData;
  return (
    <>
      <PageHeader title={words.title}>
        {words.intro} <a href={words.feedPath}>{words.feed}</a>.
      </PageHeader>
      <div className="container-page grid gap-10 py-8 lg:grid-cols-[2fr_1fr]">
        <section aria-label={words.listName} className="min-w-0 space-y-5">
          {alerts === null ? (
            <p role="status" className="text-lg">
              {words.unavailable}
            </p>
          ) : alerts.length === 0 ? (
            <p className="text-lg">{words.none}</p>
          ) : (
            <Kept className="space-y-5">
              {alerts.map((alert) => (
                <AlertCard key={alert.slug} alert={alert} words={words} />
              ))}
            </Kept>
          )}
        </section>
        <aside aria-label={words.signupName} className="min-w-0">
          <NewsletterSignup source="alerts" words={signup} />
        </aside>
      </div>
    </>
  );
}

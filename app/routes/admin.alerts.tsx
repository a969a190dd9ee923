import { data, Form, href, Link } from "react-router";
import { AlertRows, SubscriberCountsLine } from "~/features/alerts/ui/alert-summary";
import { Alert } from "~/components/ui/alert";
import { PageHeader } from "~/components/ui/page-header";
import { Section } from "~/components/ui/section";
import { staticMeta } from "~/lib/route-meta";
import { operatorAlerts } from "~/features/alerts/alerts.server";
import { outboxEnabled } from "~/server/mail.server";
import { subscriberCounts } from "~/features/alerts/subscribers.server";
import { requireSameOrigin } from "~/features/operator/auth.server";
import { getServices } from "~/server/context.server";
import { askEarlierSubscribersJob } from "~/features/forms/newsletter.server";
import { orUnavailable } from "~/server/route.server";
import type { Route } from "./+types/admin.alerts";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, siteUrl } = getServices(context);
  const [alerts, counts] = await Promise.all([
    orUnavailable("admin alerts: list", () => operatorAlerts(db)),
    orUnavailable("admin alerts: subscribers", () => subscriberCounts(db)),
  ]);
  return { alerts, counts, outbox: outboxEnabled(siteUrl) };
}

export const meta = staticMeta({
  title: "Scam alerts",
  description: "Write, publish and send scam alerts.",
  path: "/admin/alerts",
  noindex: true,
});

/** "Ask earlier sign-ups to confirm": the same as the daily job, now. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  requireSameOrigin(request, services.siteUrl);
  const asked = await askEarlierSubscribersJob(services, services.clock.now());
  return data({ message: `${asked} earlier ${asked === 1 ? "sign-up was" : "sign-ups were"} asked to confirm.` });
}

const UNAVAILABLE = "This cannot be loaded right now. Please try again in a few minutes.";

export default function AdminAlerts({ loaderData, actionData }: Route.ComponentProps) {
  const { alerts, counts, outbox } = loaderData;
  return (
    <>
      <PageHeader title="Scam alerts">
        <div className="flex flex-wrap gap-3">
          <Link to={href("/admin/alerts/new")} className="btn-primary">
            Write a new alert
          </Link>
          <Link to={href("/admin")} className="btn-secondary">
            Dashboard
          </Link>
          {outbox ? (
            <Link to={href("/admin/outbox")} className="btn-secondary">
              Outbox (this computer only)
            </Link>
          ) : null}
        </div>
      </PageHeader>
      <div className="container-page py-8">
        {actionData ? (
          <Alert tone="safe" live className="mb-6">
            {actionData.message}
          </Alert>
        ) : null}
        <Section title="Subscribers" className="mt-0">
          {counts ? (
            <>
              <SubscriberCountsLine counts={counts} />
              {counts.notAsked > 0 ? (
                <Form method="post" className="mt-3">
                  <p>{counts.notAsked} sign-ups from before confirmation emails have not been asked yet. The daily job asks them, or:</p>
                  <button type="submit" className="btn-secondary mt-2">
                    Ask them to confirm now
                  </button>
                </Form>
              ) : null}
            </>
          ) : (
            <p role="status">{UNAVAILABLE}</p>
          )}
        </Section>
        <Section title="Alerts">{alerts === null ? <p role="status">{UNAVAILABLE}</p> : <AlertRows alerts={alerts} />}</Section>
      </div>
    </>
  );
}

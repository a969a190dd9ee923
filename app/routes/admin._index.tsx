import { data, Form, href, Link } from "react-router";
import { IndexingCard } from "~/features/operator/ui/indexing-card";
import { MessageList } from "~/features/operator/ui/message-list";
import { Alert } from "~/components/ui/alert";
import { PageHeader } from "~/components/ui/page-header";
import { Section } from "~/components/ui/section";
import { staticMeta } from "~/lib/route-meta";
import { markHandledForm } from "~/features/operator/schema";
import { requireSameOrigin } from "~/features/operator/auth.server";
import { getServices } from "~/server/context.server";
import { AlertRows, LatestSubscribers, SubscriberCountsLine } from "~/features/alerts/ui/alert-summary";
import { operatorAlerts } from "~/features/alerts/alerts.server";
import { subscriberCounts } from "~/features/alerts/subscribers.server";
import { eventCounts, markHandled, recentMessages, subscriberSummary } from "~/features/operator/dashboard.server";
import { readSubmission } from "~/server/request.server";
import { orUnavailable } from "~/server/route.server";
import { missingSecrets } from "~/server/secrets.server";
import type { Route } from "./+types/admin._index";

/** Each part loads on its own: when the database is down the page says so part by part. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, secrets } = getServices(context);
  const [messages, subscribers, counts, alerts, events] = await Promise.all([
    orUnavailable("dashboard: messages", () => recentMessages(db)),
    orUnavailable("dashboard: subscribers", () => subscriberSummary(db)),
    orUnavailable("dashboard: subscriber counts", () => subscriberCounts(db)),
    orUnavailable("dashboard: alerts", async () => (await operatorAlerts(db)).slice(0, 3)),
    orUnavailable("dashboard: events", () => eventCounts(db, 30)),
  ]);
  return { messages, subscribers, counts, alerts, events, missingSecrets: missingSecrets(secrets) };
}

export const meta = staticMeta({
  title: "Operator dashboard",
  description: "Messages, subscribers and site activity.",
  path: "/admin",
  noindex: true,
});

const UNAVAILABLE = "This cannot be loaded right now. Please try again in a few minutes.";

/** Mark a contact message handled (or not). */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, siteUrl } = getServices(context);
  requireSameOrigin(request, siteUrl);
  const submission = await readSubmission(request, markHandledForm, 1024);
  if (!submission.ok)
    return data({ error: submission.formError ?? Object.values(submission.errors)[0] ?? "" }, { status: submission.status });
  const changed = await orUnavailable("dashboard: mark handled", () =>
    markHandled(db, submission.data.id, submission.data.handled === "1"),
  );
  if (changed === null)
    return data({ error: "The change could not be saved right now. Please try again in a few minutes." }, { status: 503 });
  return changed ? { error: null } : data({ error: "That message could not be found." }, { status: 404 });
}

export default function AdminDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, subscribers, counts, alerts, events } = loaderData;
  return (
    <>
      <PageHeader title="Operator dashboard">
        <div className="flex flex-wrap gap-3">
          <Link to={href("/admin/alerts")} className="btn-primary">
            Scam alerts
          </Link>
          <Link to={href("/admin/quiz-audio")} className="btn-primary">
            Quiz audio
          </Link>
          <Link to={href("/admin/reports")} className="btn-primary">
            Readers' reports
          </Link>
          <Link to={href("/admin/reported")} className="btn-primary">
            Reported numbers
          </Link>
          <Form method="post" action={href("/admin/logout")}>
            <button type="submit" className="btn-secondary">
              Sign out
            </button>
          </Form>
        </div>
      </PageHeader>
      <div className="container-page py-8">
        {actionData?.error ? (
          <p role="alert" className="font-bold text-danger">
            {actionData.error}
          </p>
        ) : null}
        {loaderData.missingSecrets.length > 0 ? (
          <Alert tone="caution" title="Settings to finish before going live" className="mt-4">
            <p>
              These secrets are not set: {loaderData.missingSecrets.join(", ")}. The README, section "Configure", says what each one is for.
            </p>
          </Alert>
        ) : null}
        <Section title={messages ? `Contact messages (${messages.filter((m) => !m.handled).length} to answer)` : "Contact messages"}>
          {messages ? <MessageList messages={messages} /> : <p role="status">{UNAVAILABLE}</p>}
        </Section>
        <Section title={subscribers ? `Newsletter subscribers (${subscribers.count})` : "Newsletter subscribers"}>
          {subscribers ? (
            <>
              {counts ? <SubscriberCountsLine counts={counts} /> : null}
              <p className="mt-3">
                <Link to={href("/admin/subscribers.csv")} reloadDocument className="btn-primary">
                  Download all as CSV
                </Link>
              </p>
              <LatestSubscribers subscribers={subscribers.latest} />
            </>
          ) : (
            <p role="status">{UNAVAILABLE}</p>
          )}
        </Section>
        <Section title="Scam alerts">
          {alerts === null ? (
            <p role="status">{UNAVAILABLE}</p>
          ) : (
            <>
              <AlertRows alerts={alerts} />
              <p className="mt-3">
                <Link to={href("/admin/alerts")} className="btn-primary">
                  Write, publish and send alerts
                </Link>
              </p>
            </>
          )}
        </Section>
        <div className="mt-10">
          <IndexingCard path="/" />
        </div>
        <Section title="Activity in the last 30 days">
          {!events ? (
            <p role="status">{UNAVAILABLE}</p>
          ) : events.length === 0 ? (
            <p>No events recorded yet.</p>
          ) : (
            <table className="w-full max-w-xl border-collapse text-left">
              <thead>
                <tr className="border-b-2 border-gray-400">
                  <th scope="col" className="p-2">
                    Event
                  </th>
                  <th scope="col" className="p-2">
                    Count
                  </th>
                </tr>
              </thead>
              <tbody>
                {events.map((e) => (
                  <tr key={e.name} className="border-b border-gray-300">
                    <td className="p-2">{e.name}</td>
                    <td className="p-2">{e.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Section>
      </div>
    </>
  );
}

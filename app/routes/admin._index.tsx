import { data, Form, Link } from "react-router";
import type { Route } from "./+types/admin._index";
import { IndexingCard } from "~/components/admin/indexing-card";
import { MessageList } from "~/components/admin/message-list";
import { PageHeader } from "~/components/ui/page-header";
import { Section } from "~/components/ui/section";
import { dataMeta } from "~/lib/route-meta";
import { requireOperator, requireSameOrigin } from "~/server/auth.server";
import { getEnv } from "~/server/context.server";
import { eventCounts, markHandled, recentMessages, subscribers } from "~/server/dashboard.server";
import { readForm } from "~/server/request.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  await requireOperator(request, env);
  const [messages, list, events] = await Promise.all([recentMessages(env.DB), subscribers(env.DB), eventCounts(env.DB, 30)]);
  return { messages, subscriberCount: list.length, latestSubscribers: list.slice(0, 10), events };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  dataMeta(
    { title: "Operator dashboard", description: "Messages, subscribers and site activity.", path: "/admin", noindex: true },
    matches,
  );

/** Mark a contact message handled (or not). */
export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  await requireOperator(request, env);
  requireSameOrigin(request, env);
  const read = await readForm(request, 1024);
  if (!read.ok) return data({ error: read.error }, { status: read.status });
  const id = Number(read.form.get("id"));
  if (!Number.isInteger(id) || id < 1) return data({ error: "That message could not be found." }, { status: 400 });
  const changed = await markHandled(env.DB, id, read.form.get("handled") === "1");
  return changed ? { error: null } : data({ error: "That message could not be found." }, { status: 404 });
}

export default function AdminDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, subscriberCount, latestSubscribers, events } = loaderData;
  return (
    <>
      <PageHeader title="Operator dashboard">
        <div className="flex flex-wrap gap-3">
          <Link to="/admin/quiz-audio" className="btn-primary">
            Quiz audio
          </Link>
          <Form method="post" action="/admin/logout">
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
        <Section title={`Contact messages (${messages.filter((m) => !m.handled).length} to answer)`}>
          <MessageList messages={messages} />
        </Section>
        <Section title={`Newsletter subscribers (${subscriberCount})`}>
          <p>
            <Link to="/admin/subscribers.csv" reloadDocument className="btn-primary">
              Download all as CSV
            </Link>
          </p>
          <ul className="mt-4 space-y-1">
            {latestSubscribers.map((s) => (
              <li key={s.email}>
                {s.email}{" "}
                <span className="text-muted">
                  ({s.source}, {s.created_at.slice(0, 10)})
                </span>
              </li>
            ))}
          </ul>
        </Section>
        <div className="mt-10">
          <IndexingCard path="/" />
        </div>
        <Section title="Activity in the last 30 days">
          {events.length === 0 ? (
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

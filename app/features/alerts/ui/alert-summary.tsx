import { href, Link } from "react-router";
import { formatDate } from "~/lib/dates";
import { SendCounts, type SendCountsView } from "./alert-status";

export interface SubscriberCountsView {
  confirmed: number;
  pending: number;
  unsubscribed: number;
}

/** Where the alert list stands: the dashboard and /admin/alerts say it the same way. */
export function SubscriberCountsLine({ counts }: { counts: SubscriberCountsView }) {
  return (
    <p className="text-lg" data-testid="subscriber-counts">
      {counts.confirmed} confirmed · {counts.pending} waiting to confirm · {counts.unsubscribed} unsubscribed (last 30 days)
    </p>
  );
}

interface AlertRow {
  id: number;
  title: string;
  status: "draft" | "published";
  publishedAt: string;
  sentAt: string | null;
  sends: SendCountsView;
}

/** Alerts with where each stands and how its sending went. */
export function AlertRows({ alerts }: { alerts: readonly AlertRow[] }) {
  if (alerts.length === 0) return <p>No alerts yet.</p>;
  return (
    <ul className="space-y-4">
      {alerts.map((a) => (
        <li key={a.id} className="card">
          <p className="text-xl font-bold">
            <Link to={href("/admin/alerts/:id", { id: String(a.id) })}>{a.title}</Link>
          </p>
          <p className="mt-1">
            {a.status === "published" ? `Published ${formatDate(a.publishedAt)}` : "Draft"}
            {" · "}
            {a.sentAt ? <SendCounts sends={a.sends} /> : "not sent"}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The newest sign-ups, with where each stands. */
export function LatestSubscribers({
  subscribers,
}: {
  subscribers: readonly { email: string; status: string; source: string; createdAt: string }[];
}) {
  return (
    <ul className="mt-4 space-y-1">
      {subscribers.map((s) => (
        <li key={s.email}>
          {s.email}{" "}
          <span className="text-muted">
            ({s.status}, {s.source}, {s.createdAt.slice(0, 10)})
          </span>
        </li>
      ))}
    </ul>
  );
}

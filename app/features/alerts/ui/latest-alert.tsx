import { href, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import type { AlertTeaser } from "../alerts";

/** The newest scam alert, right under the hero: what is spreading now. */
export function LatestAlert({ alert }: { alert: AlertTeaser }) {
  return (
    <section aria-labelledby="latest-alert" className="border-y-2 border-caution bg-caution-soft">
      <div className="container-page py-6">
        <h2 id="latest-alert" className="text-2xl">
          Latest scam alert
        </h2>
        <p className="mt-3 flex flex-wrap gap-2">
          <Badge variant={alert.severity.badge}>{alert.severity.label}</Badge>
          <Badge variant="secondary">{alert.typeLabel}</Badge>
        </p>
        <p className="mt-3 text-xl font-bold [overflow-wrap:anywhere]">
          <Link to={alert.path}>{alert.title}</Link>
        </p>
        <p className="mt-2 text-lg">
          {alert.summary} <time dateTime={alert.publishedAt}>({alert.dateLabel})</time>
        </p>
        <p className="mt-3">
          <Link to={href("/alerts")} className="btn-secondary whitespace-normal">
            All scam alerts
          </Link>
        </p>
      </div>
    </section>
  );
}

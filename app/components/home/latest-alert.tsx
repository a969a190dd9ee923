import { Link } from "react-router";
import { AlertBadges } from "~/components/alerts/alert-article";
import { alertPath, type PublishedAlert } from "~/lib/alerts";
import { formatDate } from "~/lib/dates";

/** The newest scam alert, right under the hero: what is spreading now. */
export function LatestAlert({ alert }: { alert: PublishedAlert }) {
  return (
    <section aria-labelledby="latest-alert" className="border-y-2 border-caution bg-caution-soft">
      <div className="container-page py-6">
        <h2 id="latest-alert" className="text-2xl">
          Latest scam alert
        </h2>
        <div className="mt-3">
          <AlertBadges alert={alert} />
        </div>
        <p className="mt-3 text-xl font-bold">
          <Link to={alertPath(alert.slug)}>{alert.title}</Link>
        </p>
        <p className="mt-2 text-lg">
          {alert.summary} <time dateTime={alert.publishedAt}>({formatDate(alert.publishedAt)})</time>
        </p>
        <p className="mt-3">
          <Link to="/alerts" className="btn-secondary">
            All scam alerts
          </Link>
        </p>
      </div>
    </section>
  );
}

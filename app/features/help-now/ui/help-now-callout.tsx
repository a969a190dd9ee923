import { href, Link } from "react-router";

/** The way into the personal plan from the help pages, the guides and the contact page. */
export function HelpNowCallout({ forHelper = false, className = "" }: { forHelper?: boolean; className?: string }) {
  return (
    <aside
      aria-label="Get your own plan"
      className={`no-print rounded-xl border-2 border-l-8 border-danger bg-danger-soft p-5 ${className}`}
    >
      <p className="text-xl font-bold">{forHelper ? "Helping someone through a scam right now?" : "Is a scam happening right now?"}</p>
      <p className="mt-1 text-lg">
        Tap what is happening and get your own plan in a few taps: what to do first, whom to call and where to report.
      </p>
      <p className="mt-3">
        <Link to={href("/help-now")} className="btn-danger">
          Get my plan now
        </Link>
      </p>
    </aside>
  );
}

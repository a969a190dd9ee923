import { href, Link } from "react-router";

const CALLOUT = {
  name: "Get your own plan",
  ask: "Is a scam happening right now?",
  askHelper: "Helping someone through a scam right now?",
  text: "Tap what is happening and get your own plan in a few taps: what to do first, whom to call and where to report.",
  cta: "Get my plan now",
  to: href("/help-now"),
};

/** The callout's words in another language (a Spanish page passes its own, and its own plan's address). */
export type HelpNowCalloutWords = typeof CALLOUT;

/** The way into the personal plan from the help pages, the guides and the contact page. */
export function HelpNowCallout({
  forHelper = false,
  className = "",
  words = CALLOUT,
}: {
  forHelper?: boolean;
  className?: string;
  words?: HelpNowCalloutWords | undefined;
}) {
  return (
    <aside aria-label={words.name} className={`no-print rounded-xl border-2 border-l-8 border-danger bg-danger-soft p-5 ${className}`}>
      <p className="text-xl font-bold">{forHelper ? words.askHelper : words.ask}</p>
      <p className="mt-1 text-lg">{words.text}</p>
      <p className="mt-3">
        <Link to={words.to} className="btn-danger">
          {words.cta}
        </Link>
      </p>
    </aside>
  );
}

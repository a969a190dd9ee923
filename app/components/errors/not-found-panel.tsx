import { Link, useLocation } from "react-router";
import { langOfPath } from "~/lib/i18n";
import { RichText } from "~/components/ui/rich-text";
import { notFoundBoundary } from "./error-screen";

/** What a page of records says when the record does not exist: the meta's words, and the way back to the list. */
export interface NotFoundWords {
  title: string;
  description: string;
  back: { to: string; label: string };
  /** A second way on, where the page offers one (a guide's "contact us"). */
  also?: { to: string; label: string };
}

/** The one not-found panel of a guide, module, post or alert that does not exist. */
function NotFoundPanel({ title, description, back, also }: NotFoundWords) {
  return (
    <div className="container-page max-w-3xl py-12">
      <h1 className="text-4xl">{title}</h1>
      <p className="mt-4 text-xl">
        <RichText>{description}</RichText>
      </p>
      <p className={also ? "mt-6 flex flex-wrap gap-3" : "mt-6"}>
        <Link to={back.to} className="btn-primary whitespace-normal">
          {back.label}
        </Link>
        {also ? (
          <Link to={also.to} className="btn-secondary whitespace-normal">
            {also.label}
          </Link>
        ) : null}
      </p>
    </div>
  );
}

/**
 * The error boundary of a page of records: the not-found panel with the page's words (the Spanish
 * ones under /es/, when the route serves Spanish pages too), the fallback screen for anything else.
 */
export function notFoundPanel(words: NotFoundWords, spanish?: NotFoundWords) {
  return notFoundBoundary(() => <InLanguage words={words} spanish={spanish} />);
}

function InLanguage({ words, spanish }: { words: NotFoundWords; spanish?: NotFoundWords | undefined }) {
  const { pathname } = useLocation();
  return <NotFoundPanel {...(spanish && langOfPath(pathname) === "es" ? spanish : words)} />;
}

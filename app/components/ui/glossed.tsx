import { createContext, Fragment, type ReactNode, use, useMemo } from "react";
import { useLocation } from "react-router";
import { GLOSSARY } from "~/content/glossary";
import { explainTerms } from "~/lib/glossary";

/** Which text explains each term on the current page: term id -> that text. */
type Claims = Map<string, string>;

const GlossaryScope = createContext<Claims | null>(null);

/**
 * One page's glossary: the first text on the page that mentions a term explains it, later ones stay
 * plain. Claims are keyed by the text itself, not by component, so they hold across re-renders and
 * the swap from no-JavaScript fallbacks to widgets, and the server and the browser agree.
 */
export function GlossaryScopeProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page starts a new scope.
  const claims = useMemo<Claims>(() => new Map(), [pathname]);
  return <GlossaryScope value={claims}>{children}</GlossaryScope>;
}

/** A text with its jargon explained: "<dfn>Smishing</dfn> (scam text messages)". Outside a page scope every text explains its own terms. */
export function Glossed({ text }: { text: string }) {
  const claims = use(GlossaryScope);
  const parts = explainTerms(text, GLOSSARY, (id) => {
    if (!claims) return true;
    if (!claims.has(id)) claims.set(id, text);
    return claims.get(id) === text;
  });
  if (parts.length === 1 && typeof parts[0] === "string") return parts[0];
  return parts.map((part, i) =>
    typeof part === "string" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
      <Fragment key={i}>{part}</Fragment>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above.
      <Fragment key={i}>
        <dfn className="glossed">{part.words}</dfn> <span className="glossed-definition">({part.definition})</span>
      </Fragment>
    ),
  );
}

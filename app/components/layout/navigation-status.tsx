import { useEffect, useRef, useState } from "react";
import { type Location, useLocation, useNavigation } from "react-router";
import { useHydrated } from "~/components/ui/use-hydrated";

export const GUIDE_LOADING_TEXT = "Loading protection guide...";

/**
 * Where the focus goes after the address changed: on a new page, to the #fragment's target or the
 * page's h1, as a fresh page load would start there; within a page (filters, a form's answer), only
 * if the focused control went away with the old content, to the answer (#fragment) or the h1.
 */
function moveFocus(location: Location, newPage: boolean) {
  const active = document.activeElement;
  const lost = !active || active === document.body || !active.isConnected;
  if (!newPage && !lost) return;
  const byHash = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  const target = byHash ?? document.querySelector<HTMLElement>("main h1") ?? document.getElementById("main");
  if (!target) return;
  if (target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  // The scroll is React Router's (top, a #fragment, or where the reader was on Back).
  target.focus({ preventScroll: true });
}

/**
 * While the next page loads: a spinner with 'Loading protection guide...' for scam guides
 * and 'Loading...' elsewhere. When it has opened, the new page's title is announced and the focus
 * moves to it (see moveFocus), never on the first load. Also opens every accordion before
 * printing, so paper shows it all.
 */
export function NavigationStatus() {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const location = useLocation();
  const shownPath = useRef<string | null>(null);
  const [opened, setOpened] = useState("");
  useEffect(() => {
    const before = shownPath.current;
    shownPath.current = location.pathname;
    if (before === null) return;
    const newPage = before !== location.pathname;
    moveFocus(location, newPage);
    if (newPage) setOpened(document.title);
  }, [location]);
  useEffect(() => {
    // Marks the page as interactive once the widgets have replaced their fallbacks (they swap in
    // the same transition); browser tests wait for it before using JavaScript features.
    if (hydrated) document.documentElement.dataset.hydrated = "true";
  }, [hydrated]);
  useEffect(() => {
    const openAll = () => {
      for (const d of document.querySelectorAll("details")) d.setAttribute("open", "");
    };
    window.addEventListener("beforeprint", openAll);
    return () => window.removeEventListener("beforeprint", openAll);
  }, []);
  const path = navigation.state === "loading" ? navigation.location.pathname : null;
  const text =
    path === null
      ? null
      : path.startsWith("/scam-types/")
        ? GUIDE_LOADING_TEXT
        : path === "/scam-quizzes"
          ? "Loading quiz questions..."
          : "Loading...";
  return (
    <>
      {/* The new page's title, read out when it has opened (the spinner's words are gone by then). */}
      <p role="status" className="sr-only" data-testid="page-opened">
        {opened}
      </p>
      {text === null ? null : (
        <div role="status" className="fixed top-0 right-0 left-0 z-50 flex justify-center no-print" data-testid="navigation-status">
          <p className="flex items-center gap-3 rounded-b-xl bg-brand-dark px-5 py-2 text-white shadow-lg">
            <span
              aria-hidden="true"
              className="inline-block h-5 w-5 animate-spin rounded-full border-4 border-white border-t-transparent motion-reduce:animate-none"
            />
            {text}
          </p>
        </div>
      )}
    </>
  );
}

import { useEffect } from "react";
import { useNavigation } from "react-router";
import { useHydrated } from "~/components/ui/use-hydrated";

export const GUIDE_LOADING_TEXT = "Loading protection guide...";

/**
 * While the next page loads: a spinner with 'Loading protection guide...' for scam guides (spec 2)
 * and 'Loading...' elsewhere. Also opens every accordion before printing, so paper shows it all.
 */
export function NavigationStatus() {
  const navigation = useNavigation();
  const hydrated = useHydrated();
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
  if (navigation.state !== "loading") return null;
  const path = navigation.location.pathname;
  const text = path.startsWith("/scam-types/") ? GUIDE_LOADING_TEXT : path === "/scam-quizzes" ? "Loading quiz questions..." : "Loading...";
  return (
    <div role="status" className="fixed top-0 right-0 left-0 z-50 flex justify-center no-print" data-testid="navigation-status">
      <p className="flex items-center gap-3 rounded-b-xl bg-brand-dark px-5 py-2 text-white shadow-lg">
        <span
          aria-hidden="true"
          className="inline-block h-5 w-5 animate-spin rounded-full border-4 border-white border-t-transparent motion-reduce:animate-none"
        />
        {text}
      </p>
    </div>
  );
}

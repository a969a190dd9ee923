import { useHydrated } from "./use-hydrated";

/** Prints the page (guides and checklists have print styles). Needs JavaScript, so it only appears with it. */
export function PrintButton({ label = "Print" }: { label?: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button type="button" className="btn-secondary no-print" onClick={() => window.print()}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5">
        <path d="M6 9V3h12v6M6 18H4v-7h16v7h-2M7 14h10v7H7z" />
      </svg>
      {label}
    </button>
  );
}

import { useMatches } from "react-router";

/**
 * A route whose page already shows its own date (a guide's badge, a post's date line, the privacy
 * notice) exports `handle = SHOWS_OWN_DATE`, so the page does not show two dates.
 */
export const SHOWS_OWN_DATE = { showsOwnDate: true } as const;

function showsOwnDate(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "showsOwnDate" in handle && handle.showsOwnDate === true;
}

/** "Last updated: November 22, 2026" at the foot of every page the registry lists (the root loader's `lastUpdated`). */
export function LastUpdated({
  date,
  text,
  label = "Last updated:",
}: {
  date: string | null | undefined;
  text?: string | null | undefined;
  label?: string | undefined;
}) {
  const matches = useMatches();
  if (!date || !text || matches.some((m) => showsOwnDate(m.handle))) return null;
  return (
    <div className="container-page pt-6">
      <p className="border-t-2 border-gray-300 pt-4">
        {label} <time dateTime={date}>{text}</time>
      </p>
    </div>
  );
}

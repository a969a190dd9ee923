/**
 * Checklist ticks, kept only in the reader's own browser (localStorage), never sent to the server:
 * one entry per page, holding the ids of the ticked items. An item's id is its list's name and its
 * text, so a changed item simply starts unticked.
 */

/** The localStorage key of a page's ticks. */
export function ticksKey(pathname: string): string {
  return `checklist-ticks:${pathname}`;
}

/** An item's id within its page. */
export function tickId(list: string, item: string): string {
  return `${list}: ${item}`;
}

/** The ticked ids stored for a page; anything unreadable counts as nothing ticked. */
export function readTicks(stored: string | null): Set<string> {
  if (!stored) return new Set();
  try {
    const parsed: unknown = JSON.parse(stored);
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : []);
  } catch {
    return new Set();
  }
}

/** What to store for a set of ticked ids (null: nothing left to keep). */
function stored(ticked: ReadonlySet<string>): string | null {
  return ticked.size === 0 ? null : JSON.stringify([...ticked].sort());
}

/** The value to store after one item is ticked or unticked. */
export function writeTicks(ticked: ReadonlySet<string>, id: string, on: boolean): string | null {
  const next = new Set(ticked);
  if (on) next.add(id);
  else next.delete(id);
  return stored(next);
}

/** The value to store after one checklist's boxes (`ids`) are cleared; the page's other lists keep theirs. */
export function clearTicks(ticked: ReadonlySet<string>, ids: Iterable<string>): string | null {
  const next = new Set(ticked);
  for (const id of ids) next.delete(id);
  return stored(next);
}

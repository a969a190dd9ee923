import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";

export interface TabItem {
  /** Used in the address (?tab=id) so a tab can be opened without JavaScript. */
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs as a row of links to ?tab=id, the chosen one marked with aria-current, and its panel below.
 * Links, because Tab reaches every one of them (a WAI-ARIA tablist lets Tab reach only the chosen
 * tab, and readers who do not know the arrow keys never found the others), and because they work
 * the same without JavaScript, where the server renders the chosen panel. With JavaScript a tab
 * opens in place, on click, Enter or Space, and, as in the ARIA tabs pattern's automatic mode, on moving to
 * it with the arrow keys, Home and End; the address keeps the tab, so a reload or a shared link
 * opens it again.
 */
export function Tabs({ items, selectedId, label }: { items: readonly TabItem[]; selectedId: string; label: string }) {
  const baseId = useId();
  const indexOf = (id: string) =>
    Math.max(
      0,
      items.findIndex((t) => t.id === id),
    );
  const [selected, setSelected] = useState(() => indexOf(selectedId));
  // A link to another tab of this page (?tab=) opens it, as it does without JavaScript.
  const [shownFor, setShownFor] = useState(selectedId);
  if (shownFor !== selectedId) {
    setShownFor(selectedId);
    setSelected(indexOf(selectedId));
  }
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const tabClass = (active: boolean) =>
    `btn min-h-11 rounded-b-none border-b-0 ${active ? "border-brand bg-brand text-white hover:bg-brand-dark hover:text-white" : "border-gray-400 bg-white text-brand hover:bg-brand-soft"}`;
  const tabId = (index: number) => `${baseId}-tab-${items[index]!.id}`;

  function open(index: number) {
    setSelected(index);
    // React Router reads the address again on Back and Forward; until then its own copy is unchanged.
    window.history.replaceState(window.history.state, "", `?tab=${items[index]!.id}`);
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>, index: number) {
    // A new window or tab (Ctrl, Cmd, Shift or middle click) loads the link as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(index);
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    if (event.key === " ") {
      event.preventDefault();
      open(index);
      return;
    }
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      const next = (moves[event.key]! + items.length) % items.length;
      open(next);
      links.current[next]?.focus();
    }
  }

  return (
    <div>
      <nav aria-label={label}>
        <ul className="flex flex-wrap gap-1 border-b-4 border-brand">
          {items.map((item, i) => (
            <li key={item.id}>
              <a
                ref={(el) => {
                  links.current[i] = el;
                }}
                id={tabId(i)}
                href={`?tab=${item.id}`}
                aria-current={i === selected ? "page" : undefined}
                className={tabClass(i === selected)}
                onClick={(event) => onClick(event, i)}
                onKeyDown={(event) => onKeyDown(event, i)}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {/* Keyed by tab: each tab's content starts afresh, as a page of its own would. */}
      <section key={items[selected]!.id} aria-labelledby={tabId(selected)} className="pt-6" data-testid="tab-panel">
        {items[selected]!.content}
      </section>
    </div>
  );
}

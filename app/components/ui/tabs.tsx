import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

export interface TabItem {
  /** Used in the address (?tab=id) so a tab can be opened without JavaScript. */
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs (spec 2, section 4; WAI-ARIA tabs with automatic activation): switch on click, Enter or
 * Space, and on focus with the arrow keys, Home and End. Without JavaScript each tab is a link to
 * ?tab=id and the server renders the chosen panel.
 */
export function Tabs({ items, selectedId, label }: { items: readonly TabItem[]; selectedId: string; label: string }) {
  const hydrated = useHydrated();
  const baseId = useId();
  const [selected, setSelected] = useState(() =>
    Math.max(
      0,
      items.findIndex((t) => t.id === selectedId),
    ),
  );
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabClass = (active: boolean) =>
    `btn min-h-11 rounded-b-none border-b-0 ${active ? "border-brand bg-brand text-white hover:bg-brand-dark" : "border-gray-400 bg-white text-brand hover:bg-brand-soft"}`;

  if (!hydrated) {
    return (
      <div>
        <nav aria-label={label}>
          <ul className="flex flex-wrap gap-1 border-b-4 border-brand">
            {items.map((item, i) => (
              <li key={item.id}>
                <a href={`?tab=${item.id}`} aria-current={i === selected ? "page" : undefined} className={tabClass(i === selected)}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="pt-6">{items[selected]!.content}</div>
      </div>
    );
  }

  function select(index: number) {
    const next = (index + items.length) % items.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      select(moves[event.key]!);
    }
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b-4 border-brand">
        {items.map((item, i) => (
          <button
            key={item.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel-${item.id}`}
            tabIndex={i === selected ? 0 : -1}
            className={tabClass(i === selected)}
            onClick={() => setSelected(i)}
            onKeyDown={(event) => onKeyDown(event, i)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={i !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes a panel focusable when it may hold no focusable content.
          tabIndex={0}
          className="pt-6"
        >
          {i === selected ? item.content : null}
        </div>
      ))}
    </div>
  );
}

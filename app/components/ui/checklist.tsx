import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { readTicks, tickId, ticksKey, writeTicks } from "~/lib/ticks";
import { RichText } from "~/components/ui/rich-text";

/** The checkbox and its row: the whole row is the label, at least 44 px tall (a target for shaky hands). */
export function ChecklistItem({ id, children }: { id: string; children: ReactNode }) {
  return (
    <li>
      <label className="checklist-item">
        <input type="checkbox" data-tick-id={id} />
        <span>{children}</span>
      </label>
    </li>
  );
}

/**
 * Remembers the ticks of every checklist box inside `ref` (inputs with data-tick-id) in this
 * browser's localStorage, per page. It works on the DOM, not React state, so the same code serves
 * React checklists and the blog's server-rendered HTML. Without JavaScript the boxes still tick;
 * they are just not remembered. A box ticked before the page hydrated is kept and saved.
 */
export function useRememberedTicks(ref: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const key = ticksKey(pathname);
    const load = () => {
      try {
        return readTicks(localStorage.getItem(key));
      } catch {
        return new Set<string>(); // Storage blocked (private mode, settings): the boxes still tick.
      }
    };
    const save = (id: string, on: boolean) => {
      try {
        const value = writeTicks(load(), id, on);
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      } catch {
        // Not remembered, but still ticked on screen.
      }
    };
    const saved = load();
    for (const box of root.querySelectorAll<HTMLInputElement>("input[data-tick-id]")) {
      const id = box.dataset.tickId!;
      if (saved.has(id)) box.checked = true;
      else if (box.checked) save(id, true);
    }
    const onChange = (event: Event) => {
      const box = event.target as HTMLInputElement;
      if (box.dataset?.tickId) save(box.dataset.tickId, box.checked);
    };
    root.addEventListener("change", onChange);
    return () => root.removeEventListener("change", onChange);
  }, [ref, pathname]);
}

/**
 * A checklist of real checkboxes: ticks are kept on this device only and print as ticked; an
 * unticked box prints empty, to tick by hand. `name` tells lists on the same page apart.
 */
export function Checklist({ name, items }: { name: string; items: readonly string[] }) {
  const ref = useRef<HTMLUListElement>(null);
  useRememberedTicks(ref);
  return (
    <ul ref={ref} className="checklist">
      {items.map((item) => (
        <ChecklistItem key={item} id={tickId(name, item)}>
          <RichText>{item}</RichText>
        </ChecklistItem>
      ))}
    </ul>
  );
}

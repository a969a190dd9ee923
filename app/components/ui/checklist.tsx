import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { RichText } from "~/components/ui/rich-text";
import { clearTicks, readTicks, tickId, ticksKey, writeTicks } from "~/lib/ticks";

export const CHECKLIST_TEXT = {
  note: "Your ticks are kept only on this device, in this browser. They are never sent to us.",
  clear: "Clear my ticks",
  cleared: "Your ticks on this list are cleared.",
} as const;

/** The checklist's own words, in the page's language (a Spanish page passes its own). */
export type ChecklistText = { readonly [K in keyof typeof CHECKLIST_TEXT]: string };

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
 * Under a checklist (an element with `data-checklist`): where its ticks are kept and "Clear my
 * ticks", hidden until a box on it is ticked (useRememberedTicks shows it: without JavaScript
 * nothing is kept, so there is nothing to clear), and the polite status line that says it is done.
 * Plain markup, so the blog's server-rendered HTML carries it too.
 */
export function TickControls({ text = CHECKLIST_TEXT }: { text?: ChecklistText }) {
  return (
    <>
      <div data-tick-controls hidden className="no-print mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <p>{text.note}</p>
        <button type="button" className="btn-secondary" data-clear-ticks>
          {text.clear}
        </button>
      </div>
      <p role="status" data-ticks-status data-cleared={text.cleared} className="no-print mt-2 font-bold empty:mt-0" />
    </>
  );
}

/**
 * Remembers the ticks of every checklist box inside `ref` (inputs with data-tick-id) in this
 * browser's localStorage, per page, and runs each checklist's TickControls. It works on the DOM,
 * not React state, so the same code serves React checklists and the blog's server-rendered HTML.
 * Without JavaScript the boxes still tick; they are just not remembered. A box ticked before the
 * page hydrated is kept and saved.
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
    const store = (value: string | null) => {
      try {
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
      else if (box.checked) store(writeTicks(load(), id, true));
    }

    const boxesOf = (list: Element) => [...list.querySelectorAll<HTMLInputElement>("input[data-tick-id]")];
    const part = (list: Element, name: string) => list.querySelector<HTMLElement>(`:scope > [${name}]`);
    // "Clear my ticks" shows while something on its list is ticked.
    const showControls = (list: Element) => {
      const controls = part(list, "data-tick-controls");
      if (controls) controls.hidden = !boxesOf(list).some((box) => box.checked);
    };
    const say = (list: Element, text: string) => {
      const status = part(list, "data-ticks-status");
      if (status) status.textContent = text;
    };
    const lists = [...(root.matches("[data-checklist]") ? [root] : []), ...root.querySelectorAll("[data-checklist]")];
    lists.forEach(showControls);

    const onChange = (event: Event) => {
      const box = event.target as HTMLInputElement;
      if (!box.dataset?.tickId) return;
      store(writeTicks(load(), box.dataset.tickId, box.checked));
      const list = box.closest("[data-checklist]");
      if (!list) return;
      say(list, "");
      showControls(list);
    };
    const onClick = (event: Event) => {
      const list = (event.target as Element).closest?.("[data-clear-ticks]")?.closest("[data-checklist]");
      if (!list) return;
      const boxes = boxesOf(list);
      for (const box of boxes) box.checked = false;
      store(
        clearTicks(
          load(),
          boxes.map((box) => box.dataset.tickId!),
        ),
      );
      showControls(list);
      say(list, part(list, "data-ticks-status")?.dataset.cleared ?? CHECKLIST_TEXT.cleared);
      // The pressed button is gone: the focus goes back to the list, not to the top of the page.
      boxes[0]?.focus();
    };
    root.addEventListener("change", onChange);
    root.addEventListener("click", onClick);
    return () => {
      root.removeEventListener("change", onChange);
      root.removeEventListener("click", onClick);
    };
  }, [ref, pathname]);
}

/** A checklist's boxes alone; a Checklist, or RememberedChecklists around several, remembers them. */
export function ChecklistItems({ name, items }: { name: string; items: readonly string[] }) {
  return (
    <ul className="checklist">
      {items.map((item) => (
        <ChecklistItem key={item} id={tickId(name, item)}>
          <RichText>{item}</RichText>
        </ChecklistItem>
      ))}
    </ul>
  );
}

/** Lists that are one checklist to the reader (the groups of a plan): remembered, and cleared, together. */
export function RememberedChecklists({
  children,
  className = "",
  text,
}: {
  children: ReactNode;
  className?: string;
  text?: ChecklistText | undefined;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useRememberedTicks(ref);
  return (
    <div ref={ref} data-checklist className={className}>
      {children}
      <TickControls text={text} />
    </div>
  );
}

/**
 * A checklist of real checkboxes: ticks are kept on this device only and print as ticked; an
 * unticked box prints empty, to tick by hand. `name` tells lists on the same page apart.
 */
export function Checklist({ name, items }: { name: string; items: readonly string[] }) {
  return (
    <RememberedChecklists>
      <ChecklistItems name={name} items={items} />
    </RememberedChecklists>
  );
}

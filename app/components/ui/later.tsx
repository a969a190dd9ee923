import { type ComponentType, lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useHydrated } from "./use-hydrated";

/**
 * A part of a page whose code is not loaded at start (docs/decisions/0033-few-script-files.md).
 *
 * The server renders it in full, so it reads and works without JavaScript (its forms post, its
 * links go). In the browser the server's HTML is kept as it is, and React leaves it alone, until
 * the part is needed: it comes near the screen (`near`), or someone points at it, moves into it
 * with the keyboard, presses something in it or sends one of its forms (both). Then its code loads
 * and React draws it in place. What was typed is carried over, the focus stays where it was, and a
 * press or a form sent before the code came is made again in the new part. On a later page (a link
 * followed in the browser) the part is drawn at once: the move waits for its code. The part's box
 * says which it is: `data-later="waiting"` (the server's HTML) or `"ready"` (drawn with its code).
 */
export interface LaterPart<P extends object> {
  /** The part's component, given on the server only: `import.meta.env.SSR ? Part : null`. */
  server: ComponentType<P> | null;
  load: () => Promise<ComponentType<P>>;
  Lazy: ComponentType<P>;
  /** `near`: loads as it comes near the screen, or on first use. `used`: on first use only. */
  when: "near" | "used";
}

/** Made once, in the module that shows the part. */
export function later<P extends object>(
  server: ComponentType<P> | null,
  load: () => Promise<ComponentType<P>>,
  when: LaterPart<P>["when"] = "near",
): LaterPart<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const once = () => {
    // A failed load (the network dropped) is tried again the next time the part is needed.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return { server, load: once, Lazy: lazy(() => once().then((component) => ({ default: component }))), when };
}

/** How near the screen the part is when its code starts to load. */
const NEAR = "600px 0px";

export function Later<P extends object>({ part, props, className }: { part: LaterPart<P>; props: P; className?: string }) {
  const hydrated = useHydrated();
  // Whether this part came with the page (kept from the server's HTML) or mounts on a later page.
  const [fromServer] = useState(!hydrated);
  if (part.server) {
    return (
      <div className={className} data-later="waiting">
        <part.server {...props} />
      </div>
    );
  }
  if (!fromServer) {
    return (
      <div className={className} data-later="ready">
        <Suspense>
          <part.Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  return <KeptUntilLoaded part={part} props={props} className={className} />;
}

/** What the person did in the server's HTML before the code came: put back in the new part. */
interface Carried {
  values: (FieldPlace & { value: string })[];
  /** What had the focus: its place among the part's links, buttons and fields, and the caret. */
  focus: { at: number; start: number | null; end: number | null } | null;
  /** The place, among the part's links, buttons and fields, of the button pressed. */
  pressed: number | null;
  /** The place of a form sent without a button (Enter presses a form's first button). */
  sent: number | null;
}

const PRESSABLE = "a[href], button, summary, input, select, textarea";

function KeptUntilLoaded<P extends object>({ part, props, className }: { part: LaterPart<P>; props: P; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [Part, setPart] = useState<ComponentType<P> | null>(null);
  const carried = useRef<Carried>({ values: [], focus: null, pressed: null, sent: null });
  const started = useRef(false);
  // Set when the code could not be loaded: the server's HTML then does what it does without it.
  const native = useRef(false);

  const start = () => {
    if (started.current) return;
    started.current = true;
    part.load().then(
      (component) => {
        const root = box.current;
        if (root) carried.current = { ...carried.current, ...snapshot(root) };
        // At once, so nothing typed between the snapshot and the new part is lost.
        flushSync(() => setPart(() => component));
      },
      () => {
        native.current = true;
        if (box.current) replay(box.current, carried.current);
      },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: watches once, from the first render; a part's `when` never changes.
  useEffect(() => {
    const root = box.current;
    if (part.when !== "near" || !root || typeof IntersectionObserver === "undefined") return;
    const watch = new IntersectionObserver(
      (seen) => {
        if (seen.some((each) => each.isIntersecting)) {
          watch.disconnect();
          start();
        }
      },
      { rootMargin: NEAR },
    );
    watch.observe(root);
    return () => watch.disconnect();
  }, []);

  useLayoutEffect(() => {
    const root = box.current;
    if (!Part || !root) return;
    restore(root, carried.current);
  }, [Part]);

  if (Part) {
    return (
      <div ref={box} className={className} data-later="ready">
        <Part {...props} />
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only hears what the server's own links, buttons and fields inside it do (focus, press, send: all reachable by keyboard).
    // biome-ignore lint/a11y/useKeyWithClickEvents: a key press on a button inside it arrives as a click.
    <div
      ref={box}
      className={className}
      data-later="waiting"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty on purpose: React keeps the server's HTML inside an element set this way and does not hydrate it.
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
      onPointerOver={start}
      onFocus={start}
      onClick={(event) => {
        // A button pressed before the code came (open the menu, pick an answer): held, and pressed
        // again in the new part. A link just goes, as it does without JavaScript.
        const target = (event.target as Element).closest("button, summary");
        if (native.current || !target || event.button !== 0) return;
        event.preventDefault();
        carried.current.pressed = [...(box.current?.querySelectorAll(PRESSABLE) ?? [])].indexOf(target);
        start();
      }}
      onSubmit={(event) => {
        // A form sent before the code came, with no button to press: held, and sent again.
        if (native.current) return;
        event.preventDefault();
        carried.current.sent = [...(box.current?.querySelectorAll("form") ?? [])].indexOf(event.target as HTMLFormElement);
        start();
      }}
    />
  );
}

/** A form's field by where it is: the form's place in the part and the field's name. */
type FieldPlace = { form: number; name: string };
type Field = HTMLInputElement | HTMLTextAreaElement;

function placeOf(root: HTMLElement, field: Field): FieldPlace | null {
  const form = field.form ? [...root.querySelectorAll("form")].indexOf(field.form) : -1;
  return form >= 0 && field.name ? { form, name: field.name } : null;
}

function fieldAt(root: HTMLElement, { form, name }: FieldPlace): Field | null {
  const found = root.querySelectorAll("form")[form]?.elements.namedItem(name);
  return found instanceof HTMLInputElement || found instanceof HTMLTextAreaElement ? found : null;
}

function snapshot(root: HTMLElement): Pick<Carried, "values" | "focus"> {
  const values: Carried["values"] = [];
  for (const field of root.querySelectorAll<Field>("input, textarea")) {
    const place = placeOf(root, field);
    if (place && field.value !== "" && !["hidden", "checkbox", "radio", "submit"].includes(field.type))
      values.push({ ...place, value: field.value });
  }
  const active = document.activeElement;
  const at = active ? [...root.querySelectorAll(PRESSABLE)].indexOf(active) : -1;
  const text = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active : null;
  const focus = at >= 0 ? { at, start: text?.selectionStart ?? null, end: text?.selectionEnd ?? null } : null;
  return { values, focus };
}

function restore(root: HTMLElement, { values, focus, sent, pressed }: Carried) {
  for (const { value, ...place } of values) {
    const field = fieldAt(root, place);
    if (!field || field.value === value) continue;
    // Set as typing would, so the part's own state takes the text.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  if (focus) {
    const element = root.querySelectorAll<HTMLElement>(PRESSABLE)[focus.at];
    element?.focus();
    if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && focus.start !== null) {
      element.setSelectionRange(focus.start, focus.end);
    }
  }
  // After the carried text is in the part's state.
  setTimeout(() => replay(root, { pressed, sent }), 0);
}

/** Makes again the press, or sends again the form, that came before the code (or before it failed). */
function replay(root: HTMLElement, { pressed, sent }: Pick<Carried, "pressed" | "sent">) {
  if (pressed !== null && pressed >= 0) root.querySelectorAll<HTMLElement>(PRESSABLE)[pressed]?.click();
  else if (sent !== null && sent >= 0) root.querySelectorAll("form")[sent]?.requestSubmit();
}

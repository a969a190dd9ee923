import { useCallback, useEffect, useId, useRef, useState } from "react";

/**
 * A button that shows and hides a panel (WAI-ARIA disclosure): Escape closes it and returns focus to
 * the button, and a click outside closes it. Small on purpose: it runs on every page.
 */
export function useDisclosure<B extends HTMLElement = HTMLButtonElement, P extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<B>(null);
  const panelRef = useRef<P>(null);
  const panelId = useId();

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, close]);

  return {
    open,
    close,
    buttonProps: {
      ref: buttonRef,
      "aria-expanded": open,
      "aria-controls": panelId,
      onClick: () => setOpen((o) => !o),
    },
    panelProps: { ref: panelRef, id: panelId, hidden: !open },
  };
}

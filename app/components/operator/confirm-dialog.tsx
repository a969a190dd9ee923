import { Description, Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { type MouseEvent, type ReactNode, useRef, useState } from "react";
import { flushSync } from "react-dom";

/**
 * A submit button that asks first (operator pages only: Headless UI stays off the public pages):
 * its click holds the form back and opens the Dialog; "Yes" marks the form confirmed and sends it
 * with the same button. Without JavaScript the form goes as is, so the button's own words must say
 * what it does.
 */
export function useConfirmFirst() {
  const formRef = useRef<HTMLFormElement>(null);
  const submitterRef = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  return {
    formRef,
    submitterRef,
    confirmed,
    askFirst(event: MouseEvent, needed = true) {
      if (needed && !confirmed) {
        event.preventDefault();
        setAsking(true);
      }
    },
    dialog: {
      open: asking,
      onClose: () => setAsking(false),
      onConfirm: () => {
        flushSync(() => {
          setConfirmed(true);
          setAsking(false);
        });
        formRef.current?.requestSubmit(submitterRef.current);
      },
    },
  };
}

/** The answer "yes" travels with the form once given. */
export function ConfirmedField({ confirmed }: { confirmed: boolean }) {
  return confirmed ? <input type="hidden" name="confirmed" value="yes" /> : null;
}

export function ConfirmDialog({
  open,
  title,
  yes,
  no = "No, go back",
  children,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  yes: string;
  no?: string;
  children: ReactNode;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-lg rounded-xl border-2 border-ink bg-white p-6">
          <DialogTitle className="text-2xl font-bold">{title}</DialogTitle>
          <Description as="div" className="mt-3 text-lg">
            {children}
          </Description>
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="button" className="btn-primary" onClick={onConfirm}>
              {yes}
            </button>
            <button type="button" className="btn-secondary" onClick={onClose}>
              {no}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

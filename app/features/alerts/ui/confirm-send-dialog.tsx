import { Dialog, DialogPanel, DialogTitle, Description } from "@headlessui/react";
import { type MouseEvent, useRef, useState } from "react";
import { flushSync } from "react-dom";

/**
 * A send button that asks first: its click holds the form back and opens the Dialog; "Yes" marks
 * the form confirmed and sends it with the same button. Without JavaScript the form goes as is,
 * and the server asks the same question as a page.
 */
export function useSendQuestion() {
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

/** "Send this alert to N subscribers?": nothing is sent until the operator says yes. */
export function ConfirmSendDialog({
  open,
  recipients,
  onClose,
  onConfirm,
}: {
  open: boolean;
  recipients: number;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-lg rounded-xl border-2 border-ink bg-white p-6">
          <DialogTitle className="text-2xl font-bold">{sendQuestion(recipients)}</DialogTitle>
          <Description className="mt-3 text-lg">
            Each confirmed subscriber gets one email. This cannot be undone, and an alert is only ever sent once.
          </Description>
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="button" className="btn-primary" onClick={onConfirm}>
              Yes, send it
            </button>
            <button type="button" className="btn-secondary" onClick={onClose}>
              No, go back
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

export function sendQuestion(recipients: number): string {
  return `Send this alert to ${recipients} ${recipients === 1 ? "subscriber" : "subscribers"}?`;
}

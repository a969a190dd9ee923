import { ConfirmDialog } from "~/components/operator/confirm-dialog";

export { ConfirmedField, useConfirmFirst as useSendQuestion } from "~/components/operator/confirm-dialog";

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
    <ConfirmDialog open={open} title={sendQuestion(recipients)} yes="Yes, send it" onClose={onClose} onConfirm={onConfirm}>
      Each confirmed subscriber gets one email. This cannot be undone, and an alert is only ever sent once.
    </ConfirmDialog>
  );
}

export function sendQuestion(recipients: number): string {
  return `Send this alert to ${recipients} ${recipients === 1 ? "subscriber" : "subscribers"}?`;
}

import { EmergencyLink } from "~/components/layout/emergency-link";
import { Alert } from "~/components/ui/alert";
import { Paragraph } from "~/components/ui/rich-text";

import type { EmergencyBoxWords } from "~/content/types";

/** The contact pages' "Is a scam happening right now?" box, in the page's language. */
export function EmergencyBox({ words }: { words: EmergencyBoxWords }) {
  return (
    <Alert tone="destructive" title={words.title}>
      <Paragraph>{words.text}</Paragraph>
      <p className="mt-2 text-phone-big font-bold">
        <EmergencyLink name={words.callName} />
      </p>
      <p>{words.line}</p>
      <Paragraph className="mt-2">{words.afterHours}</Paragraph>
    </Alert>
  );
}

import { useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { HelpNowPageWords } from "../words/languages";
import { Paragraph } from "~/components/ui/rich-text";

/**
 * The report summary: selectable text with a Copy button (with JavaScript). The blanks in brackets
 * are for what only the person knows.
 */
export function ReportSummary({ text, words }: { text: string; words: HelpNowPageWords }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  return (
    <div>
      <Paragraph className="text-lg">{words.summaryHint}</Paragraph>
      <p className="mt-3 rounded-xl border-2 border-gray-400 bg-white p-4 text-lg" data-testid="report-summary">
        {text}
      </p>
      {hydrated ? (
        <p className="no-print mt-3 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn-secondary"
            onClick={() =>
              navigator.clipboard.writeText(text).then(
                () => setCopied("yes"),
                () => setCopied("failed"),
              )
            }
          >
            {words.ui.copy}
          </button>
          <span role="status" className="font-bold">
            {copied === "yes" ? words.ui.copied : copied === "failed" ? words.ui.copyFailed : ""}
          </span>
        </p>
      ) : null}
    </div>
  );
}

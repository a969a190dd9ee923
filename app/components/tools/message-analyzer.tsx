import { useRef, useState } from "react";
import { MoreDetail } from "~/components/check/more-detail";
import { Answer, actionToAnswer } from "~/components/forms/answer";
import { Alert, type AlertTone } from "~/components/ui/alert";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { HomeMessageResult, RiskColor } from "~/lib/checker/home-tools";
import { MESSAGE_MAX_LENGTH } from "~/lib/tool-limits";
import { FoundSigns } from "./found-signs";

const TONE: Record<RiskColor, AlertTone> = { destructive: "destructive", caution: "caution", neutral: "info" };

export const MESSAGE_ANALYZER_ACTION = "/tools/message-analyzer";
const FORM_ID = "message-analyzer";

const SCORES: { key: keyof Pick<HomeMessageResult, "urgencyScore" | "moneyScore" | "threatScore" | "infoScore">; label: string }[] = [
  { key: "urgencyScore", label: "Pressure to act fast" },
  { key: "moneyScore", label: "Talk of money or prizes" },
  { key: "threatScore", label: "Threats" },
  { key: "infoScore", label: "Requests for private details" },
];

/** Paste a message; counts the scam words of spec 1, lists the tricks /check finds, and gives the risk level and advice. */
export function MessageAnalyzer({
  initialMessage = "",
  initialResult = null,
  error = null,
}: {
  initialMessage?: string;
  initialResult?: HomeMessageResult | null;
  error?: string | null;
}) {
  const hydrated = useHydrated();
  const [message, setMessage] = useState(initialMessage);
  const [checked, setChecked] = useState(initialMessage);
  const [result, setResult] = useState<HomeMessageResult | null>(initialResult);
  const empty = message.trim() === "";
  const box = useRef<HTMLTextAreaElement>(null);
  // The spec disables the button while the box is empty: it stays focusable and says why.
  const waiting = hydrated && empty;
  return (
    <div>
      <form
        method="post"
        action={actionToAnswer(MESSAGE_ANALYZER_ACTION, FORM_ID)}
        className="space-y-4"
        onSubmit={async (event) => {
          event.preventDefault();
          // The button says why it does nothing yet; pressing it anyway puts the cursor in the box.
          if (empty) {
            box.current?.focus();
            return;
          }
          const { analyzeHomeMessage } = await import("~/lib/checker/run-check");
          setChecked(message.trim());
          setResult(analyzeHomeMessage(message));
        }}
      >
        <div>
          <label htmlFor="message-analyzer-input" className="block text-lg font-bold">
            Paste the message you received
          </label>
          <p id="message-analyzer-hint" className="text-muted">
            A text, an email or words from a letter. Nothing you paste is saved.
          </p>
          <textarea
            ref={box}
            id="message-analyzer-input"
            name="message"
            rows={5}
            maxLength={MESSAGE_MAX_LENGTH}
            aria-describedby="message-analyzer-hint"
            className="input mt-2"
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
        <button
          type="submit"
          className="btn-primary"
          aria-disabled={waiting || undefined}
          aria-describedby={waiting ? "message-analyzer-why" : undefined}
        >
          Analyze Message
        </button>
        {waiting ? (
          <p id="message-analyzer-why" className="text-muted">
            Paste a message in the box first. Then this button checks it.
          </p>
        ) : null}
      </form>
      <Answer formId={FORM_ID} aria-live="polite" data-testid="message-result" className="mt-4">
        {error ? <Alert tone="caution" title={error} /> : null}
        {result ? (
          <Alert tone={TONE[result.riskColor]} title={`${result.riskLevel} Risk`}>
            <p>{result.advice}</p>
            <ul className="mt-3 grid gap-1 sm:grid-cols-2">
              {SCORES.map(({ key, label }) => (
                <li key={key}>
                  {label}: <strong>{result[key]}</strong>
                </li>
              ))}
            </ul>
            {result.detectedWords.length > 0 ? (
              <p className="mt-2">
                Warning words found: <strong>{result.detectedWords.join(", ")}</strong>
              </p>
            ) : null}
            <FoundSigns signals={result.signals} />
            <MoreDetail text={checked} kind="message" />
          </Alert>
        ) : null}
      </Answer>
    </div>
  );
}

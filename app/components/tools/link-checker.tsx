import { useRef, useState } from "react";
import { MoreDetail } from "~/components/check/more-detail";
import { Answer, actionToAnswer } from "~/components/forms/answer";
import { Alert, type AlertTone } from "~/components/ui/alert";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { HomeLinkResult, LinkCheckLevel } from "~/lib/checker/home-tools";
import { LINK_MAX_LENGTH } from "~/lib/tool-limits";
import { FoundSigns } from "./found-signs";

const TONE: Record<LinkCheckLevel, AlertTone> = { warning: "destructive", https: "caution", insecure: "destructive" };

export const LINK_CHECKER_ACTION = "/tools/link-checker";
const FORM_ID = "link-checker";

/**
 * Paste a link, see the warning signs. With JavaScript the check runs in place (its code loads on
 * the first check); without it the form posts to /tools/link-checker, which answers with the same
 * component and its result.
 */
export function LinkChecker({
  initialLink = "",
  initialResult = null,
  error = null,
}: {
  initialLink?: string;
  initialResult?: HomeLinkResult | null;
  error?: string | null;
}) {
  const hydrated = useHydrated();
  const [link, setLink] = useState(initialLink);
  const [checked, setChecked] = useState(initialLink);
  const [result, setResult] = useState<HomeLinkResult | null>(initialResult);
  const empty = link.trim() === "";
  const box = useRef<HTMLInputElement>(null);
  // The spec disables the button while the box is empty: it stays focusable and says why.
  const waiting = hydrated && empty;
  return (
    <div>
      <form
        method="post"
        action={actionToAnswer(LINK_CHECKER_ACTION, FORM_ID)}
        className="space-y-4"
        onSubmit={async (event) => {
          event.preventDefault();
          // The button says why it does nothing yet; pressing it anyway puts the cursor in the box.
          if (empty) {
            box.current?.focus();
            return;
          }
          const { checkHomeLink } = await import("~/lib/checker/run-check");
          setChecked(link.trim());
          setResult(checkHomeLink(link));
        }}
      >
        <div>
          <label htmlFor="link-checker-input" className="block text-lg font-bold">
            Paste the link you want to check
          </label>
          <p id="link-checker-hint" className="text-muted">
            Press and hold in the message, choose "Copy link", then paste it here.
          </p>
          <input
            ref={box}
            id="link-checker-input"
            name="link"
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={LINK_MAX_LENGTH}
            aria-describedby="link-checker-hint"
            className="input mt-2"
            placeholder="https://example.com"
            value={link}
            onChange={(event) => setLink(event.target.value)}
          />
        </div>
        <button
          type="submit"
          className="btn-primary"
          aria-disabled={waiting || undefined}
          aria-describedby={waiting ? "link-checker-why" : undefined}
        >
          Check This Link
        </button>
        {waiting ? (
          <p id="link-checker-why" className="text-muted">
            Paste a link in the box first. Then this button checks it.
          </p>
        ) : null}
      </form>
      <Answer formId={FORM_ID} aria-live="polite" data-testid="link-result" className="mt-4">
        {error ? <Alert tone="caution" title={error} /> : null}
        {result ? (
          <Alert tone={TONE[result.level]} title={result.title}>
            <p>{result.message}</p>
            {result.matches.length > 0 ? (
              <p className="mt-2">
                Found: <strong>{result.matches.join(", ")}</strong>
              </p>
            ) : null}
            <FoundSigns signals={result.signals.filter((found) => found.id !== "listed-word")} />
            <MoreDetail text={checked} kind="link" />
          </Alert>
        ) : null}
      </Answer>
    </div>
  );
}

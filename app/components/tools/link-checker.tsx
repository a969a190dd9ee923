import { useState } from "react";
import { Alert, type AlertTone } from "~/components/ui/alert";
import { useHydrated } from "~/components/ui/use-hydrated";
import { checkLink, LINK_MAX_LENGTH, type LinkCheckLevel, type LinkCheckResult } from "~/lib/link-check";

const TONE: Record<LinkCheckLevel, AlertTone> = { warning: "destructive", https: "caution", insecure: "destructive" };

export const LINK_CHECKER_ACTION = "/tools/link-checker";

/**
 * Paste a link, see the warning signs. With JavaScript the check runs in place; without it the form
 * posts to /tools/link-checker, which answers with the same component and its result.
 */
export function LinkChecker({
  initialLink = "",
  initialResult = null,
  error = null,
}: {
  initialLink?: string;
  initialResult?: LinkCheckResult | null;
  error?: string | null;
}) {
  const hydrated = useHydrated();
  const [link, setLink] = useState(initialLink);
  const [result, setResult] = useState<LinkCheckResult | null>(initialResult);
  const empty = link.trim() === "";
  return (
    <form
      method="post"
      action={LINK_CHECKER_ACTION}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty) setResult(checkLink(link));
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
      <button type="submit" className="btn-primary" disabled={hydrated && empty}>
        Check This Link
      </button>
      <div aria-live="polite" data-testid="link-result">
        {error ? <Alert tone="caution" title={error} /> : null}
        {result ? (
          <Alert tone={TONE[result.level]} title={result.title}>
            <p>{result.message}</p>
            {result.matches.length > 0 ? (
              <p className="mt-2">
                Found: <strong>{result.matches.join(", ")}</strong>
              </p>
            ) : null}
          </Alert>
        ) : null}
      </div>
    </form>
  );
}

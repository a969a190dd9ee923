import { useEffect, useId } from "react";
import { useFetcher } from "react-router";
import { EMAIL_MAX_LENGTH, HONEYPOT_FIELD, NEWSLETTER_TEXT } from "~/lib/newsletter";
import { track } from "~/lib/track";

export const NEWSLETTER_ACTION = "/newsletter";

export type NewsletterResult = { ok: true } | { ok: false; error: string };

/**
 * Newsletter sign-up (spec 1, section 4): form, then 'Activating Shield...', then a success card
 * with no way back. Without JavaScript it posts to /newsletter and that page shows the result.
 */
export function NewsletterSignup({
  source,
  result: initialResult,
  defaultEmail = "",
}: {
  source: string;
  result?: NewsletterResult;
  defaultEmail?: string;
}) {
  const fetcher = useFetcher<NewsletterResult>();
  const id = useId();
  const result = fetcher.data ?? initialResult;
  const submitting = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.data?.ok) track("newsletter_signup", { source });
  }, [fetcher.data, source]);

  if (result?.ok) {
    return (
      <div role="status" className="rounded-xl border-2 border-safe bg-safe-soft p-5" data-testid="newsletter-success">
        <p className="text-xl font-bold text-safe">{NEWSLETTER_TEXT.successTitle}</p>
        <p className="mt-2">{NEWSLETTER_TEXT.successText}</p>
      </div>
    );
  }

  const error = result && !result.ok ? result.error : null;
  return (
    <fetcher.Form
      method="post"
      action={NEWSLETTER_ACTION}
      className="space-y-3 rounded-xl border-2 border-gray-300 bg-white p-5"
      onSubmit={(event) => {
        const email = new FormData(event.currentTarget).get("email");
        // "Submission is ignored if it is blank after trimming" (spec 1, section 5).
        if (typeof email === "string" && email.trim() === "") event.preventDefault();
      }}
    >
      <p className="text-xl font-bold">{NEWSLETTER_TEXT.title}</p>
      <p>{NEWSLETTER_TEXT.intro}</p>
      <input type="hidden" name="source" value={source} />
      <div className="hidden" aria-hidden="true">
        <label htmlFor={`${id}-hp`}>Leave this empty</label>
        <input id={`${id}-hp`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="block font-bold">
          {NEWSLETTER_TEXT.label}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          defaultValue={defaultEmail}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="input mt-1"
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-2 font-bold text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn-primary w-full" disabled={submitting}>
        {submitting ? NEWSLETTER_TEXT.pending : NEWSLETTER_TEXT.button}
      </button>
    </fetcher.Form>
  );
}

import { useEffect, useId, useRef } from "react";
import { href, useFetcher } from "react-router";
import { useRootData } from "~/lib/route-meta";
import { actionToAnswer, answerId } from "~/components/forms/answer";
import { fieldIds, HoneypotField, TextField } from "~/components/forms/field";
import { NEWSLETTER_TEXT, type NewsletterWords, type SignupSent } from "../newsletter";
import { LANGS } from "~/lib/i18n";
import { track } from "~/lib/track";

export const NEWSLETTER_ACTION = href("/newsletter");
const ANSWER_FORM = "newsletter";

/** What /newsletter answers: where the email went, or a refusal with what was typed. */
export type NewsletterResult = SignupSent | { ok: false; error: string; email: string; words?: NewsletterWords };

/**
 * Newsletter sign-up: form, then 'Activating Shield...', then a success card
 * with no way back. Without JavaScript it posts to /newsletter and that page shows the result.
 * Its rules (required, type, length) come from the form's schema through the root loader.
 */
export function NewsletterSignup({
  source,
  result: initialResult,
  words: pageWords,
}: {
  source: string;
  result?: NewsletterResult;
  /** The form's words in the page's language (loader data); English when not given. */
  words?: NewsletterWords;
}) {
  const fetcher = useFetcher<NewsletterResult>();
  const constraints = useRootData().forms?.newsletter;
  const formId = useId();
  const result = fetcher.data ?? initialResult;
  // The answer is in the page's language (it says so when it comes to another page, without JavaScript).
  const text = result?.words ?? pageWords ?? NEWSLETTER_TEXT;
  const submitting = fetcher.state !== "idle";

  const success = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (fetcher.data?.ok) track("newsletter_signup", { source });
  }, [fetcher.data, source]);
  // The busy (disabled) button drops the focus: take it to the answer, the card or the field to fix.
  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.ok) success.current?.focus();
    else document.getElementById(fieldIds(formId, "email").inputId)?.focus();
  }, [fetcher.data, formId]);

  if (result?.ok) {
    return (
      <div
        ref={success}
        id={answerId(ANSWER_FORM)}
        tabIndex={-1}
        role="status"
        className="scroll-mt-4 rounded-xl border-2 border-safe bg-safe-soft p-5 focus:outline-none"
        data-testid="newsletter-success"
        lang={text.lang}
      >
        <p className="text-xl font-bold text-safe">{text.successTitle}</p>
        <p className="mt-2">{text.successText}</p>
        <SentDetails sent={result} text={text} />
      </div>
    );
  }

  const refused = result && !result.ok ? result : null;
  return (
    <fetcher.Form
      method="post"
      action={actionToAnswer(NEWSLETTER_ACTION, ANSWER_FORM)}
      className="space-y-3 rounded-xl border-2 border-gray-300 bg-white p-5"
      lang={text.lang}
      onSubmit={(event) => {
        const email = new FormData(event.currentTarget).get("email");
        // A submission that is blank after trimming is ignored.
        if (typeof email === "string" && email.trim() === "") event.preventDefault();
      }}
    >
      <p className="text-xl font-bold">{text.title}</p>
      <p>{text.intro}</p>
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="pageLang" value={text.lang} />
      <HoneypotField formId={formId} />
      <div role={refused ? "alert" : undefined} id={refused ? answerId(ANSWER_FORM) : undefined} className="scroll-mt-4">
        <TextField
          formId={formId}
          name="email"
          label={text.label}
          type="email"
          autoComplete="email"
          constraint={constraints?.email}
          defaultValue={refused?.email ?? ""}
          error={refused?.error}
        />
      </div>
      <fieldset>
        <legend className="font-bold">{text.languageLegend}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4">
          {LANGS.map((lang) => (
            <label key={lang} className="flex min-h-11 cursor-pointer items-center gap-2">
              <input type="radio" name="lang" value={lang} defaultChecked={lang === text.lang} className="h-6 w-6 accent-brand" />
              <span>{text.languages[lang]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn-primary w-full whitespace-normal" disabled={submitting}>
        {submitting ? text.pending : text.button}
      </button>
    </fetcher.Form>
  );
}

/** The address typed, and the sender and subject to look for: a long address wraps rather than pushing the page sideways. */
function SentDetails({ sent, text }: { sent: SignupSent; text: NewsletterWords }) {
  const { name, address } = sent.from;
  return (
    <>
      <p className="mt-2 [overflow-wrap:anywhere]" data-testid="newsletter-sent-to">
        {text.sentTo} <strong>{sent.email}</strong>.
      </p>
      <p className="mt-2 [overflow-wrap:anywhere]">
        {text.lookFor} <strong>{name ?? address}</strong>
        {name ? ` (${address})` : ""} {text.withSubject} <strong>“{sent.subject}”</strong>.
      </p>
      <p className="mt-2">{text.arrival}</p>
    </>
  );
}

import { href } from "react-router";
import { useState } from "react";
import { MoreDetail } from "./more-detail";
import { Answer, actionToAnswer } from "~/components/forms/answer";
import { Alert, type AlertTone } from "~/components/ui/alert";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { Signal } from "../types";
import { LINK_MAX_LENGTH, MESSAGE_MAX_LENGTH } from "../limits";

/** What a result shows: the box's tone and title, its advice, counts, and the listed words found. */
interface Shown {
  tone: AlertTone;
  title: string;
  text: string;
  counts?: { label: string; count: number }[];
  foundLabel: string;
  found: readonly string[];
}

/**
 * One of the home page's tools: its words, its box (`name`: a link in one line, a message in
 * several), its rule (which runs in the checker's code, loaded on the first check) and what its
 * result shows.
 */
export interface HomeToolSetup<Result extends { signals: Signal[] }> {
  /** Names the form, its answer and its fields' ids; the form posts to /tools/{id}. */
  id: "link-checker" | "message-analyzer";
  name: "link" | "message";
  label: string;
  hint: string;
  submit: string;
  why: string;
  check: (text: string) => Promise<Result>;
  show: (result: Result) => Shown;
}

/**
 * Paste a link or a message, see the warning signs. With JavaScript the check runs in place (its
 * code loads on the first check); without it the form posts to the tool's page, which answers with
 * the same component and its result. Nothing is stored or logged.
 */
export function HomeTool<Result extends { signals: Signal[] }>({
  tool,
  initialText = "",
  initialResult = null,
  error = null,
}: {
  tool: HomeToolSetup<Result>;
  initialText?: string;
  initialResult?: Result | null;
  error?: string | null;
}) {
  const hydrated = useHydrated();
  const [text, setText] = useState(initialText);
  const [checked, setChecked] = useState(initialText);
  const [result, setResult] = useState<Result | null>(initialResult);
  const empty = text.trim() === "";
  // The button waits while the box is empty: it stays focusable and says why.
  const waiting = hydrated && empty;
  const shown = result ? { ...tool.show(result), signals: result.signals } : null;
  const { id } = tool;
  return (
    <div>
      <form
        method="post"
        action={actionToAnswer(href(`/tools/${id}`), id)}
        className="space-y-4"
        onSubmit={async (event) => {
          event.preventDefault();
          // The button says why it does nothing yet; pressing it anyway puts the cursor in the box.
          if (empty) {
            (event.currentTarget.elements.namedItem(tool.name) as HTMLElement | null)?.focus();
            return;
          }
          const found = await tool.check(text);
          setChecked(text.trim());
          setResult(found);
        }}
      >
        <div>
          <label htmlFor={`${id}-input`} className="block text-lg font-bold">
            {tool.label}
          </label>
          <p id={`${id}-hint`} className="text-muted">
            {tool.hint}
          </p>
          {tool.name === "link" ? (
            <input
              id={`${id}-input`}
              name={tool.name}
              type="text"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              maxLength={LINK_MAX_LENGTH}
              aria-describedby={`${id}-hint`}
              className="input mt-2"
              placeholder="https://example.com"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          ) : (
            <textarea
              id={`${id}-input`}
              name={tool.name}
              rows={5}
              maxLength={MESSAGE_MAX_LENGTH}
              aria-describedby={`${id}-hint`}
              className="input mt-2"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </div>
        <button
          type="submit"
          className="btn-primary"
          aria-disabled={waiting || undefined}
          aria-describedby={waiting ? `${id}-why` : undefined}
        >
          {tool.submit}
        </button>
        {waiting ? (
          <p id={`${id}-why`} className="text-muted">
            {tool.why}
          </p>
        ) : null}
      </form>
      <Answer formId={id} aria-live="polite" data-testid={`${tool.name}-result`} className="mt-4">
        {error ? <Alert tone="caution" title={error} /> : null}
        {shown ? (
          <Alert tone={shown.tone} title={shown.title}>
            <p>{shown.text}</p>
            {shown.counts ? (
              <ul className="mt-3 grid gap-1 sm:grid-cols-2">
                {shown.counts.map(({ label, count }) => (
                  <li key={label}>
                    {label}: <strong>{count}</strong>
                  </li>
                ))}
              </ul>
            ) : null}
            {shown.found.length > 0 ? (
              <p className="mt-2">
                {`${shown.foundLabel} `}
                <strong>{shown.found.join(", ")}</strong>
              </p>
            ) : null}
            <FoundSigns signals={shown.signals} />
            <MoreDetail text={checked} kind={tool.name} />
          </Alert>
        ) : null}
      </Answer>
    </div>
  );
}

/** The signs /check found, by name, under a tool's result. */
function FoundSigns({ signals }: { signals: readonly Signal[] }) {
  if (signals.length === 0) return null;
  return (
    <div className="mt-3">
      <p className="font-bold">Signs we found:</p>
      <ul className="mt-1 list-disc space-y-1 pl-6">
        {[...new Set(signals.map((found) => found.title))].map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ul>
    </div>
  );
}

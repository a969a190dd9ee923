import { Link } from "react-router";
import { PhoneLink } from "~/components/ui/phone-link";
import { Alert, type AlertTone } from "~/components/ui/alert";
import type { CheckWords } from "../words/words";
import type { CheckResult, Outcome, Signal } from "../types";
import type { ReportedMatch } from "../reported";
import ReportedList from "./reported-list";
import { highlight } from "../spans";
import { RichText } from "~/components/ui/rich-text";

const TONE: Record<Outcome, AlertTone> = { warning: "destructive", careful: "caution", official: "info" };

function headingOf(result: CheckResult, words: CheckWords): React.ReactNode {
  if (result.outcome === "official" && result.official) {
    const lead = result.kind === "phone" ? words.officialNumber : words.officialAddress;
    if (words.lang === "en") return `${lead} ${result.official.name}`;
    // The official lists name each owner in English ("the Social Security Administration").
    return (
      <>
        {lead} <span lang="en">{result.official.name.replace(/^the /, "")}</span>
      </>
    );
  }
  return result.outcome === "warning" ? words.warning : words.careful;
}

/** The pasted text with every found part marked. */
export function Highlighted({ text, signals }: { text: string; signals: readonly Signal[] }) {
  return (
    <p
      className="mt-2 whitespace-pre-wrap wrap-anywhere rounded-lg border-2 border-gray-400 bg-white p-3 font-mono text-lg"
      data-testid="checked-text"
    >
      {highlight(
        text,
        signals.flatMap((found) => found.spans),
      ).map((piece, index) =>
        piece.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one fixed text, in order
          <mark key={index} className="rounded bg-yellow-200 px-0.5 text-ink underline decoration-2">
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </p>
  );
}

function SignalItem({ text, found, words }: { text: string; found: Signal; words: CheckWords }) {
  const parts = [...new Set(found.spans.map((span) => text.slice(span.start, span.end)).filter(Boolean))];
  return (
    <li className="rounded-xl border-2 border-gray-400 bg-white p-4">
      <p className="text-xl font-bold wrap-anywhere">
        {found.strength === "strong" ? words.strong : words.weak} {found.title}
      </p>
      {parts.length > 0 ? (
        <p className="mt-1 wrap-anywhere">
          {words.found}{" "}
          {parts.map((part, index) => (
            <span key={part}>
              {index > 0 ? ", " : ""}
              <mark className="rounded bg-yellow-200 px-0.5 text-ink">{part}</mark>
            </span>
          ))}
        </p>
      ) : null}
      <p className="mt-2">
        <RichText>{found.why}</RichText>
      </p>
      <p className="mt-2">
        <strong>{words.whatToDo}</strong> <RichText>{found.action}</RichText>
      </p>
    </li>
  );
}

/** One check's answer: the outcome, every sign with the part it is about, and the next step. */
export function CheckResultView({
  text,
  result,
  reported = [],
  headingRef,
  words,
}: {
  text: string;
  result: CheckResult;
  /** The numbers and addresses in it that people reported (looked up after the check). */
  reported?: readonly ReportedMatch[];
  headingRef?: React.Ref<HTMLHeadingElement>;
  words: CheckWords;
}) {
  const { helpline } = words;
  return (
    <section aria-labelledby="check-result-heading" className="space-y-5" data-testid="check-result" data-outcome={result.outcome}>
      <Alert tone={TONE[result.outcome]}>
        <h2 id="check-result-heading" ref={headingRef} tabIndex={-1} className="text-2xl">
          {headingOf(result, words)}
        </h2>
        <p className="mt-2 text-lg">
          <RichText>{words.summary[result.outcome]}</RichText>
        </p>
        {result.outcome === "official" ? (
          <p className="mt-2 text-lg font-bold">
            <RichText>{result.nextChecks[0]}</RichText>
          </p>
        ) : null}
      </Alert>

      {reported.length > 0 ? <ReportedList reported={reported} words={words.reported} /> : null}

      <div>
        <h3 className="text-xl">
          <RichText>{words.youPasted[result.kind]}</RichText>
        </h3>
        <Highlighted text={text} signals={result.signals} />
        {result.decoded ? (
          <p className="mt-2 text-lg wrap-anywhere">
            {words.decoded} <strong className="font-mono">{result.decoded}</strong>
          </p>
        ) : null}
      </div>

      {result.signals.length > 0 ? (
        <div>
          <h3 className="text-xl">
            {(result.signals.length === 1 ? words.signsOne : words.signsMany).replace("{count}", String(result.signals.length))}
          </h3>
          <ul className="mt-3 space-y-3">
            {result.signals.map((found, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one list per answer, in the order found
              <SignalItem key={`${found.id}-${index}`} text={text} found={found} words={words} />
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-lg">
          <RichText>{words.noSigns[result.kind]}</RichText>
        </p>
      )}

      {result.outcome !== "official" ? (
        <div>
          <h3 className="text-xl">
            <RichText>{words.nextHeading[result.outcome]}</RichText>
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-lg">
            {result.nextChecks.map((line) => (
              <li key={line}>
                <RichText>{line}</RichText>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="rounded-xl border-2 border-brand bg-brand-soft p-4">
        {result.outcome === "warning" ? (
          <>
            <h3 className="text-xl">
              <RichText>{words.scamNext.heading}</RichText>
            </h3>
            <p className="mt-2 text-lg">
              <RichText>{words.scamNext.body}</RichText>
            </p>
            <p className="mt-3 flex flex-wrap gap-3">
              <Link to={words.scamNext.helpNowPath} className="btn-primary">
                {words.scamNext.helpNow}
              </Link>
              <a href={words.scamNext.reportUrl} className="btn-secondary wrap-anywhere">
                {words.scamNext.report}
              </a>
              <Link to={words.scamNext.tellUsPath} hrefLang={words.lang === "es" ? "en" : undefined} className="btn-secondary">
                {words.scamNext.tellUs}
              </Link>
            </p>
          </>
        ) : (
          <h3 className="text-xl">
            <RichText>{words.notSure}</RichText>
          </h3>
        )}
        <p className="mt-3 text-lg">
          {helpline.before} <PhoneLink name={helpline.name} display={helpline.display} tel={helpline.tel} call={helpline.call} />{" "}
          {helpline.after}
        </p>
      </div>
    </section>
  );
}

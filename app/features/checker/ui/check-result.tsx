import { href, Link } from "react-router";
import { PhoneLink } from "~/components/ui/phone-link";
import { Alert, type AlertTone } from "~/components/ui/alert";
import { CHECK_WORDS } from "../words/words";
import type { CheckResult, Outcome, Signal } from "../types";
import type { ReportedMatch } from "../reported";
import ReportedList from "./reported-list";
import { highlight } from "../spans";
import { RichText } from "~/components/ui/rich-text";

const TONE: Record<Outcome, AlertTone> = { warning: "destructive", careful: "caution", official: "info" };

function headingOf(result: CheckResult): string {
  if (result.outcome === "official" && result.official) {
    return `${result.kind === "phone" ? CHECK_WORDS.officialNumber : CHECK_WORDS.officialAddress} ${result.official.name}`;
  }
  return result.outcome === "warning" ? CHECK_WORDS.warning : CHECK_WORDS.careful;
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

function SignalItem({ text, found }: { text: string; found: Signal }) {
  const parts = [...new Set(found.spans.map((span) => text.slice(span.start, span.end)).filter(Boolean))];
  return (
    <li className="rounded-xl border-2 border-gray-400 bg-white p-4">
      <p className="text-xl font-bold wrap-anywhere">
        {found.strength === "strong" ? CHECK_WORDS.strong : CHECK_WORDS.weak} {found.title}
      </p>
      {parts.length > 0 ? (
        <p className="mt-1 wrap-anywhere">
          {CHECK_WORDS.found}{" "}
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
        <strong>{CHECK_WORDS.whatToDo}</strong> <RichText>{found.action}</RichText>
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
}: {
  text: string;
  result: CheckResult;
  /** The numbers and addresses in it that people reported (looked up after the check). */
  reported?: readonly ReportedMatch[];
  headingRef?: React.Ref<HTMLHeadingElement>;
}) {
  const { helpline } = CHECK_WORDS;
  return (
    <section aria-labelledby="check-result-heading" className="space-y-5" data-testid="check-result" data-outcome={result.outcome}>
      <Alert tone={TONE[result.outcome]}>
        <h2 id="check-result-heading" ref={headingRef} tabIndex={-1} className="text-2xl">
          {headingOf(result)}
        </h2>
        <p className="mt-2 text-lg">
          <RichText>{CHECK_WORDS.summary[result.outcome]}</RichText>
        </p>
        {result.outcome === "official" ? (
          <p className="mt-2 text-lg font-bold">
            <RichText>{result.nextChecks[0]}</RichText>
          </p>
        ) : null}
      </Alert>

      {reported.length > 0 ? <ReportedList reported={reported} /> : null}

      <div>
        <h3 className="text-xl">
          <RichText>{CHECK_WORDS.youPasted[result.kind]}</RichText>
        </h3>
        <Highlighted text={text} signals={result.signals} />
        {result.decoded ? (
          <p className="mt-2 text-lg wrap-anywhere">
            {CHECK_WORDS.decoded} <strong className="font-mono">{result.decoded}</strong>
          </p>
        ) : null}
      </div>

      {result.signals.length > 0 ? (
        <div>
          <h3 className="text-xl">{CHECK_WORDS.signsHeading(result.signals.length)}</h3>
          <ul className="mt-3 space-y-3">
            {result.signals.map((found, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one list per answer, in the order found
              <SignalItem key={`${found.id}-${index}`} text={text} found={found} />
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-lg">
          <RichText>{CHECK_WORDS.noSigns[result.kind]}</RichText>
        </p>
      )}

      {result.outcome !== "official" ? (
        <div>
          <h3 className="text-xl">
            <RichText>{CHECK_WORDS.nextHeading[result.outcome]}</RichText>
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
              <RichText>{CHECK_WORDS.scamNext.heading}</RichText>
            </h3>
            <p className="mt-2 text-lg">
              <RichText>{CHECK_WORDS.scamNext.body}</RichText>
            </p>
            <p className="mt-3 flex flex-wrap gap-3">
              <Link to={href("/help-now")} className="btn-primary">
                {CHECK_WORDS.scamNext.helpNow}
              </Link>
              <a href={CHECK_WORDS.scamNext.reportUrl} className="btn-secondary wrap-anywhere">
                {CHECK_WORDS.scamNext.report}
              </a>
              <Link to={href("/report")} className="btn-secondary">
                {CHECK_WORDS.scamNext.tellUs}
              </Link>
            </p>
          </>
        ) : (
          <h3 className="text-xl">
            <RichText>{CHECK_WORDS.notSure}</RichText>
          </h3>
        )}
        <p className="mt-3 text-lg">
          {helpline.before} <PhoneLink name={helpline.name} display={helpline.display} tel={helpline.tel} /> {helpline.after}
        </p>
      </div>
    </section>
  );
}

import type { ReportedMatch } from "../reported";
import type { CheckWords } from "../words/words";

const counted = (one: string, many: string, count: number) => (count === 1 ? one : many.replace("{count}", String(count)));

/** The numbers and addresses in a check's answer that people reported, with how often (reported.ts). */
export default function ReportedList({ reported, words }: { reported: readonly ReportedMatch[]; words: CheckWords["reported"] }) {
  return (
    <div className="rounded-xl border-l-8 border-danger bg-danger-soft p-4" data-testid="check-reported">
      <h3 className="text-xl">{words.heading}</h3>
      <ul className="mt-2 space-y-3 text-lg">
        {reported.map((match) => (
          <li key={match.key}>
            <strong className="font-mono wrap-anywhere">{match.shown}</strong>
            {match.readers > 0 ? <span className="block">{counted(words.readersOne, words.readersMany, match.readers)}</span> : null}
            {match.ftc > 0 ? <span className="block">{counted(words.ftcOne, words.ftcMany, match.ftc)}</span> : null}
            {match.kind === "phone" ? <span className="block font-bold">{words.callerId}</span> : null}
            {match.kind === "email" ? <span className="block font-bold">{words.sender}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

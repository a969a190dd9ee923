import type { ReportedMatch } from "../reported";

const WORDS = {
  heading: "People reported this",
  readers: (count: number) => `Reported to us ${count} ${count === 1 ? "time" : "times"} in the last 30 days`,
  ftc: (count: number) =>
    `Reported to the FTC ${count} ${count === 1 ? "time" : "times"} in the last 30 days, in complaints about unwanted calls`,
  callerId: "Caller ID can be faked: the owner of this number may be innocent.",
  sender: "A sender's address can be faked: the owner of this address may be innocent.",
} as const;

/** The numbers and addresses in a check's answer that people reported, with how often (reported.ts). */
export default function ReportedList({ reported }: { reported: readonly ReportedMatch[] }) {
  return (
    <div className="rounded-xl border-l-8 border-danger bg-danger-soft p-4" data-testid="check-reported">
      <h3 className="text-xl">{WORDS.heading}</h3>
      <ul className="mt-2 space-y-3 text-lg">
        {reported.map((match) => (
          <li key={match.key}>
            <strong className="font-mono wrap-anywhere">{match.shown}</strong>
            {match.readers > 0 ? <span className="block">{WORDS.readers(match.readers)}</span> : null}
            {match.ftc > 0 ? <span className="block">{WORDS.ftc(match.ftc)}</span> : null}
            {match.kind === "phone" ? <span className="block font-bold">{WORDS.callerId}</span> : null}
            {match.kind === "email" ? <span className="block font-bold">{WORDS.sender}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

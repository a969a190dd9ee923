import type { Signal } from "~/lib/checker/types";

/** The signs /check found, by name, under a home tool's result. */
export function FoundSigns({ signals }: { signals: readonly Signal[] }) {
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

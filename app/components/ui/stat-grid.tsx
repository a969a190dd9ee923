import type { Statistic } from "~/content/types";

const COLUMNS = { 3: "sm:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

/** Big figures with their labels (and sources, when the spec did not give them). */
export function StatGrid({ stats, columns = 3 }: { stats: readonly Statistic[]; columns?: 3 | 4 }) {
  return (
    <dl className={`grid gap-4 ${COLUMNS[columns]}`}>
      {stats.map((s) => (
        <div key={s.label} className="card text-center">
          <dt className="sr-only">{s.label}</dt>
          <dd className="text-4xl font-bold text-brand">{s.value}</dd>
          <dd>{s.label}</dd>
          {s.source ? <dd className="mt-1 text-muted">Source: {s.source}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

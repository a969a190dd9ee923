import { RichText } from "~/components/ui/rich-text";
import { StatSource } from "~/components/ui/stat-source";
import type { Statistic } from "~/content/types";

const COLUMNS = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

/** Big figures with their labels and, for a figure from outside the site, its source. */
export function StatGrid({ stats, columns = 3 }: { stats: readonly Statistic[]; columns?: 2 | 3 | 4 }) {
  return (
    <dl className={`grid gap-4 ${COLUMNS[columns]}`}>
      {stats.map((s) => (
        <div key={s.label} className="card text-center">
          <dt className="sr-only">{s.label}</dt>
          <dd className="text-4xl font-bold text-brand">{s.value}</dd>
          <dd>
            <RichText>{s.label}</RichText>
          </dd>
          {s.source ? (
            <dd className="mt-1 text-muted">
              Source: <StatSource stat={s} />
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

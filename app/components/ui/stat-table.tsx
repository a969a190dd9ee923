import { RichText } from "~/components/ui/rich-text";
import { StatSource } from "~/components/ui/stat-source";
import type { SourcedStatistic } from "~/content/types";

const COLUMNS = { figure: "Figure", meaning: "What it means", source: "Source" } as const;

/**
 * Figures as a plain table, one row per figure, each with its source (README: Figures on the pages). On a phone each
 * row stacks, every cell led by its column's name (.stack-table in app.css, data-label).
 */
export function StatTable({ caption, stats }: { caption: string; stats: readonly SourcedStatistic[] }) {
  return (
    <table className="stack-table w-full border-collapse text-left">
      <caption className="mb-3 text-left text-xl font-bold">{caption}</caption>
      <thead>
        <tr className="bg-brand text-white">
          {Object.values(COLUMNS).map((name) => (
            <th key={name} scope="col" className="p-3">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {stats.map((s) => (
          <tr key={s.value} className="border-b-2 border-gray-300 align-top">
            <td className="p-3" data-label={COLUMNS.figure}>
              <span className="text-2xl font-bold text-brand">{s.value}</span>
            </td>
            <td className="p-3" data-label={COLUMNS.meaning}>
              <RichText>{s.label}</RichText>
            </td>
            <td className="p-3" data-label={COLUMNS.source}>
              <StatSource stat={s} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

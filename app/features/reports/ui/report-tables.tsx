import type { CountRow } from "../stats";

/** A simple bar for each row (inline SVG, no script), hidden from screen readers: the table beside it says the same. */
function Bars({ rows }: { rows: readonly CountRow[] }) {
  const most = Math.max(1, ...rows.map((row) => row.year));
  const height = rows.length * 36;
  return (
    <svg viewBox={`0 0 300 ${height}`} width="100%" height={height} aria-hidden="true" focusable="false" className="max-w-sm">
      {rows.map((row, index) => (
        <g key={row.value} transform={`translate(0 ${index * 36})`}>
          <rect x="0" y="6" width={Math.max(2, (row.year / most) * 260)} height="24" rx="4" className="fill-brand" />
          <text x={Math.max(2, (row.year / most) * 260) + 6} y="24" className="fill-ink text-sm">
            {row.year}
          </text>
        </g>
      ))}
    </svg>
  );
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** One way of counting the reports, as a captioned table with its bars beside it. */
export function ReportTable({
  caption,
  heading,
  rows,
  risk,
}: {
  caption: string;
  heading: string;
  rows: readonly CountRow[];
  risk?: boolean;
}) {
  if (rows.length === 0) return null;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-lg">
          <caption className="mb-2 text-left text-xl font-bold">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="p-2 text-left">
                {heading}
              </th>
              <th scope="col" className="p-2 text-right">
                This month
              </th>
              <th scope="col" className="p-2 text-right">
                Last 12 months
              </th>
              {risk ? (
                <>
                  <th scope="col" className="p-2 text-right">
                    Lost money
                  </th>
                  <th scope="col" className="p-2 text-left">
                    Typical loss
                  </th>
                </>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.value} className="border-t-2 border-gray-300">
                <th scope="row" className="p-2 text-left font-normal">
                  {row.label}
                </th>
                <td className="p-2 text-right">{row.month}</td>
                <td className="p-2 text-right">{row.year}</td>
                {risk ? (
                  <>
                    <td className="p-2 text-right">{row.lostShare === null ? "Too few reports" : percent(row.lostShare)}</td>
                    <td className="p-2">{row.medianLoss ?? "—"}</td>
                  </>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Bars rows={rows} />
    </div>
  );
}

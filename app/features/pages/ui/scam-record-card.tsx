import { href, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { BulletList } from "~/components/ui/section";
import type { ScamRecord } from "~/content/types";
import { riskBadgeVariant } from "~/lib/badges";
import { Paragraph } from "~/components/ui/rich-text";

/** How often readers reported this kind of scam to us this month, or nothing when it has no matching kind. */
function ReportedLine({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <p className="mt-2">
      <strong>Reported to us this month:</strong>{" "}
      {count === 0 ? "no reports of this kind yet" : `${count} ${count === 1 ? "report" : "reports"} of this kind`} (
      <Link to={href("/reports")}>see all reports</Link>)
    </p>
  );
}

/** One scam of the database, with every field of ScamRecord. */
export function ScamRecordCard({ record, reportedThisMonth }: { record: ScamRecord; reportedThisMonth?: number }) {
  return (
    <article className="card h-full" id={record.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="text-2xl">{record.title}</h2>
        <Badge variant={riskBadgeVariant(record.riskLevel)}>{record.riskLevel} Risk</Badge>
      </div>
      <p className="mt-1 text-muted">
        {record.category} · {record.prevalence}
      </p>
      <Paragraph className="mt-3">{record.description}</Paragraph>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div>
          <h3 className="text-lg">Red flags</h3>
          <BulletList items={record.redFlags} />
        </div>
        <div>
          <h3 className="text-lg">How to protect yourself</h3>
          <BulletList items={record.protectionTips} />
        </div>
      </div>
      <p className="mt-4">
        <strong>Reported losses:</strong> {record.reportedLosses}
        {record.lossesSource ? <span className="text-muted"> (source: {record.lossesSource})</span> : null}
      </p>
      <ReportedLine count={reportedThisMonth} />
      <p className="mt-2 text-muted">Search words: {record.keywords.join(", ")}</p>
    </article>
  );
}

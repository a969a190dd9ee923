import { ExternalLink } from "~/components/ui/external-link";
import type { Statistic } from "~/content/types";

/** Where a figure comes from, the same way on every page: "Source, year", linked to the page it was read on when there is one. */
export function StatSource({ stat }: { stat: Statistic }) {
  if (!stat.source) return null;
  const text = stat.year ? `${stat.source}, ${stat.year}` : stat.source;
  return stat.url ? <ExternalLink href={stat.url}>{text}</ExternalLink> : text;
}

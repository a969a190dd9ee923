import { Paragraph } from "~/components/ui/rich-text";
import { ExternalLink } from "~/components/ui/section";
import type { LinkResource } from "~/content/types";

/** Organisations' sites as cards: the linked name and what to go there for. */
export function LinkResourceList({ links, className }: { links: readonly LinkResource[]; className?: string }) {
  return (
    <ul className={className ? `${className} grid gap-4 md:grid-cols-2` : "grid gap-4 md:grid-cols-2"}>
      {links.map((r) => (
        <li key={r.url} className="card">
          {/* A long address ("ReporteFraude.ftc.gov") may break anywhere on a narrow phone with large text. */}
          <p className="text-lg font-bold wrap-anywhere">
            <ExternalLink href={r.url}>{r.name}</ExternalLink>
          </p>
          <Paragraph className="mt-1">{r.description}</Paragraph>
        </li>
      ))}
    </ul>
  );
}

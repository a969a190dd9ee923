import { Link } from "react-router";
import { breadcrumbList, type Crumb } from "~/lib/structured-data";
import { StructuredData } from "./structured-data";
import { useRootData } from "~/lib/route-meta";

/** Home / ... / current page, with BreadcrumbList structured data. The last crumb is the current page. */
export function Breadcrumb({ crumbs, label = "Breadcrumb" }: { crumbs: readonly Crumb[]; label?: string }) {
  const { siteUrl } = useRootData();
  return (
    <nav aria-label={label} className="no-print">
      <ol className="flex flex-wrap items-center gap-x-2">
        {crumbs.map((crumb, i) => (
          <li key={crumb.path} className="flex items-center gap-2">
            {i > 0 ? <span aria-hidden="true">/</span> : null}
            {i === crumbs.length - 1 ? (
              <span aria-current="page" className="font-bold">
                {crumb.name}
              </span>
            ) : (
              <Link to={crumb.path} className="inline-flex min-h-11 items-center">
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <StructuredData data={import.meta.env.SSR ? breadcrumbList(crumbs, siteUrl) : null} />
    </nav>
  );
}

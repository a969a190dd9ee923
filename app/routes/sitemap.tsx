import { Form, href, Link } from "react-router";
import type { Route } from "./+types/sitemap";
import { PageHeader } from "~/components/ui/page-header";
import { Section } from "~/components/ui/section";
import { indexedPages } from "~/features/pages/manifest";
import { pageMeta } from "~/lib/route-meta";
import { filterSitemap, isSitemapCategory, SITEMAP_CATEGORIES } from "~/features/pages/sitemap-filter";
import { Paragraph } from "~/components/ui/rich-text";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";

/** ?q= and ?category= filter the list on the server, so the page works the same without JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, 100);
  const requested = params.get("category");
  const category = isSitemapCategory(requested) ? requested : "All";
  const pages = indexedPages.map(({ url, title, description, category, lang }) => ({ url, title, description, category, lang }));
  return { ...pageData("/sitemap"), q, category, pages: filterSitemap(pages, q, category), total: pages.length };
}

export const meta = pageMeta;
export const headers = pageHeaders("/sitemap");

const QUICK_ACCESS = [
  { label: "Protection Training", to: href("/protect-yourself") },
  { label: "Emergency Help", to: href("/if-targeted") },
  { label: "Free Resources", to: href("/resources") },
  { label: "Contact Us", to: href("/contact") },
];

function categoryHref(category: string, q: string) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (category !== "All") params.set("category", category);
  const query = params.toString();
  return query ? `?${query}` : href("/sitemap");
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { q, category, pages, total } = loaderData;
  return (
    <>
      <PageHeader title="Sitemap">Every page on this site, in one place.</PageHeader>
      <div className="container-page py-8">
        <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
          {category !== "All" ? <input type="hidden" name="category" value={category} /> : null}
          <div className="min-w-0 flex-1 basis-64">
            <label htmlFor="sitemap-q" className="block font-bold">
              Search pages
            </label>
            <input
              id="sitemap-q"
              name="q"
              type="search"
              defaultValue={q}
              placeholder="Search pages..."
              maxLength={100}
              className="input mt-1"
            />
          </div>
          <button type="submit" className="btn-primary">
            Search
          </button>
          {q ? (
            <Link to={categoryHref(category, "")} className="btn-secondary">
              Clear
            </Link>
          ) : null}
        </Form>
        <nav aria-label="Page categories" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {SITEMAP_CATEGORIES.map((c) => (
              <li key={c}>
                <Link
                  to={categoryHref(c, q)}
                  aria-current={c === category ? "page" : undefined}
                  className={c === category ? "btn-primary" : "btn-secondary"}
                  preventScrollReset
                >
                  {c}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-6 font-bold" role="status">
          Showing {pages.length} of {total} pages
        </p>
        {pages.length === 0 ? (
          <div className="mt-4 rounded-xl border-2 border-gray-300 p-6 text-center" data-testid="sitemap-empty">
            <p className="text-xl font-bold">No pages found</p>
            <p className="mt-2">Try adjusting your search terms or filters.</p>
          </div>
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3" data-testid="sitemap-list">
            {pages.map((p) => (
              <li key={p.url} className="card" lang={p.lang === "en" ? undefined : p.lang}>
                <p className="text-muted" lang="en">
                  {p.category}
                  {p.lang === "es" ? " · Español" : ""}
                </p>
                <h2 className="mt-1 text-xl">
                  <Link to={p.url} hrefLang={p.lang === "en" ? undefined : p.lang} className="inline-flex min-h-11 items-center">
                    {p.title}
                  </Link>
                </h2>
                <Paragraph className="mt-2">{p.description}</Paragraph>
              </li>
            ))}
          </ul>
        )}
        <Section title="Quick Access">
          <ul className="flex flex-wrap gap-3">
            {QUICK_ACCESS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="btn-primary">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </>
  );
}

import { pageHeaders, registryPage } from "~/features/pages/page-data.server";
import { PageHeader } from "~/components/ui/page-header";
import { PRIVACY } from "~/content/about";
import { formatDate } from "~/lib/dates";
import { pageMeta } from "~/lib/route-meta";
import { RichText } from "~/components/ui/rich-text";
import { SHOWS_OWN_DATE } from "~/components/layout/last-updated";
import type { Route } from "./+types/privacy";

export const loader = registryPage("/privacy", PRIVACY);

export const meta = pageMeta;
export const headers = pageHeaders("/privacy");

/** No second "Last updated" line from the layout: the notice shows its own date at the top. */
export const handle = SHOWS_OWN_DATE;

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { words } = loaderData;
  return (
    <>
      <PageHeader title={words.title}>{words.promise}</PageHeader>
      <div className="container-page max-w-3xl space-y-8 py-10">
        <p>
          Last updated: <time dateTime={words.updated}>{formatDate(words.updated)}</time>
        </p>
        {words.sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-2xl">
              <RichText>{section.heading}</RichText>
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-6">
              {section.items.map((item) => (
                <li key={item}>
                  <RichText>{item}</RichText>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

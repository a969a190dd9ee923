import { href, Link } from "react-router";
import { pageHeaders, registryPage } from "~/features/pages/page-data.server";
import { PageHeader } from "~/components/ui/page-header";
import { ABOUT } from "~/content/about";
import { pageMeta } from "~/lib/route-meta";
import { RichText, Paragraph } from "~/components/ui/rich-text";
import type { Route } from "./+types/about";

export const loader = registryPage("/about", ABOUT);

export const meta = pageMeta;
export const headers = pageHeaders("/about");

export default function About({ loaderData }: Route.ComponentProps) {
  const { words } = loaderData;
  return (
    <>
      <PageHeader title={words.title}>{words.mission}</PageHeader>
      <div className="container-page max-w-3xl space-y-8 py-10">
        {words.sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-2xl">
              <RichText>{section.heading}</RichText>
            </h2>
            <div className="prose-plain mt-3">
              {section.paragraphs.map((p) => (
                <Paragraph key={p}>{p}</Paragraph>
              ))}
            </div>
          </section>
        ))}
        <p>
          <Link to={href("/if-targeted")} className="btn-danger">
            Get help now
          </Link>
        </p>
      </div>
    </>
  );
}

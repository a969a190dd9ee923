import { Link } from "react-router";
import { registryPage } from "~/server/route.server";
import { PageHeader } from "~/components/ui/page-header";
import { ABOUT } from "~/content/about";
import { pageMeta } from "~/lib/route-meta";
import { Paragraph, RichText } from "~/components/ui/rich-text";

export const loader = registryPage("/about");

export const meta = pageMeta;

export default function About() {
  return (
    <>
      <PageHeader title={ABOUT.title}>{ABOUT.mission}</PageHeader>
      <div className="container-page max-w-3xl space-y-8 py-10">
        {ABOUT.sections.map((section) => (
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
          <Link to="/if-targeted" className="btn-danger">
            Get help now
          </Link>
        </p>
      </div>
    </>
  );
}

import { Link } from "react-router";
import type { Route } from "./+types/scam-types";
import { PageHeader } from "~/components/ui/page-header";
import { Section } from "~/components/ui/section";
import { SCAM_GUIDES } from "~/content/guides";
import { SOCIAL_MEDIA_GUIDE_2025 } from "~/content/guides/social-media-2025";
import { pageMeta } from "~/lib/route-meta";
import { pageSeo } from "~/content/page-seo";
import { Paragraph } from "~/components/ui/rich-text";

export function loader() {
  return {
    seo: pageSeo("/scam-types"),
    guides: SCAM_GUIDES.map(({ id, title, summary }) => ({ id, title, summary })),
    socialGuide: { title: SOCIAL_MEDIA_GUIDE_2025.title, description: SOCIAL_MEDIA_GUIDE_2025.description },
  };
}

export const meta = pageMeta;

export default function ScamTypes({ loaderData }: Route.ComponentProps) {
  const { guides, socialGuide } = loaderData;
  return (
    <>
      <PageHeader title="Scam Types">
        Every scam follows a pattern. Pick the kind of call, text or message you got to learn how it works, the warning signs, and what to
        do.
      </PageHeader>
      <div className="container-page py-8">
        <Section title="Protection guides">
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {guides.map((guide) => (
              <li key={guide.id} className="card flex flex-col">
                <h3 className="text-2xl">{guide.title}</h3>
                <Paragraph className="mt-2 flex-1">{guide.summary}</Paragraph>
                <p className="mt-4">
                  <Link to={`/scam-types/${guide.id}`} className="btn-primary">
                    Read the guide<span className="sr-only">: {guide.title}</span>
                  </Link>
                </p>
              </li>
            ))}
            <li className="card flex flex-col border-brand">
              <h3 className="text-2xl">{socialGuide.title}</h3>
              <Paragraph className="mt-2 flex-1">{socialGuide.description}</Paragraph>
              <p className="mt-4">
                <Link to="/scam-types/social-media-scams-2025" className="btn-primary">
                  Read the 2025 guide<span className="sr-only">: {socialGuide.title}</span>
                </Link>
              </p>
            </li>
          </ul>
        </Section>
      </div>
    </>
  );
}

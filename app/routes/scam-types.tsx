import { href } from "react-router";
import type { Route } from "./+types/scam-types";
import { LinkCard } from "~/components/ui/link-card";
import { PageHeader } from "~/components/ui/page-header";
import { Section } from "~/components/ui/section";
import { SCAM_GUIDES } from "~/content/guides";
import { SOCIAL_MEDIA_GUIDE_2025 } from "~/content/guides/social-media-2025";
import { pageMeta } from "~/lib/route-meta";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";

export function loader() {
  return {
    ...pageData("/scam-types"),
    guides: SCAM_GUIDES.map(({ id, title, summary }) => ({ id, title, summary })),
    socialGuide: { title: SOCIAL_MEDIA_GUIDE_2025.title, description: SOCIAL_MEDIA_GUIDE_2025.description },
  };
}

export const meta = pageMeta;
export const headers = pageHeaders("/scam-types");

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
              <LinkCard
                key={guide.id}
                title={guide.title}
                text={guide.summary}
                to={href("/scam-types/:slug", { slug: guide.id })}
                cta="Read the guide"
                titled
              />
            ))}
            <LinkCard
              title={socialGuide.title}
              text={socialGuide.description}
              to={href("/scam-types/social-media-scams-2025")}
              cta="Read the 2025 guide"
              titled
              featured
            />
          </ul>
        </Section>
      </div>
    </>
  );
}

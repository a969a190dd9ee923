import { Link } from "react-router";
import type { Route } from "./+types/scam-types";
import { PageHeader } from "~/components/ui/page-header";
import { Section } from "~/components/ui/section";
import { SCAM_GUIDES } from "~/content/guides";
import { SOCIAL_MEDIA_GUIDE_2025 } from "~/content/guides/social-media-2025";
import { registryMeta } from "~/lib/route-meta";

export const meta: Route.MetaFunction = ({ matches }) => registryMeta("/scam-types", matches);

export default function ScamTypes() {
  return (
    <>
      <PageHeader title="Scam Types">
        Every scam follows a pattern. Pick the kind of call, text or message you got to learn how it works, the warning signs, and what to do.
      </PageHeader>
      <div className="container-page py-8">
        <Section title="Protection guides">
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {SCAM_GUIDES.map((guide) => (
              <li key={guide.id} className="card flex flex-col">
                <h3 className="text-2xl">{guide.title}</h3>
                <p className="mt-2 flex-1">{guide.summary}</p>
                <p className="mt-4">
                  <Link to={`/scam-types/${guide.id}`} className="btn-primary">
                    Read the guide<span className="sr-only">: {guide.title}</span>
                  </Link>
                </p>
              </li>
            ))}
            <li className="card flex flex-col border-brand">
              <h3 className="text-2xl">{SOCIAL_MEDIA_GUIDE_2025.title}</h3>
              <p className="mt-2 flex-1">{SOCIAL_MEDIA_GUIDE_2025.description}</p>
              <p className="mt-4">
                <Link to="/scam-types/social-media-scams-2025" className="btn-primary">
                  Read the 2025 guide<span className="sr-only">: {SOCIAL_MEDIA_GUIDE_2025.title}</span>
                </Link>
              </p>
            </li>
          </ul>
        </Section>
      </div>
    </>
  );
}

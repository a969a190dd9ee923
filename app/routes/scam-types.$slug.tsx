import { Link } from "react-router";
import { notFoundBoundary } from "~/components/errors/error-screen";
import { ScamGuide } from "~/components/guides/scam-guide";
import { Alert } from "~/components/ui/alert";
import { findGuideBySlug } from "~/content/guides/lookup";
import { metaWithNotFound } from "~/lib/route-meta";
import { notFound } from "~/server/route.server";
import type { Route } from "./+types/scam-types.$slug";
import { SHOWS_OWN_DATE } from "~/components/layout/last-updated";

export const GUIDE_NOT_FOUND = "Scam protection guide not found. Please check the URL or contact support.";

export function loader({ params }: Route.LoaderArgs) {
  const guide = findGuideBySlug(params.slug) ?? notFound();
  return { seo: { title: guide.title, description: guide.summary, path: `/scam-types/${guide.id}` }, guide };
}

export const meta = metaWithNotFound({ title: "Guide not found", description: GUIDE_NOT_FOUND });

/** No second "Last updated" line from the layout: the guide shows its date in its badge. */
export const handle = SHOWS_OWN_DATE;

export default function ScamGuidePage({ loaderData }: Route.ComponentProps) {
  return <ScamGuide guide={loaderData.guide} />;
}

function GuideNotFound() {
  return (
    <div className="container-page max-w-3xl py-10">
      <Alert tone="destructive" title={GUIDE_NOT_FOUND}>
        <p>
          See <Link to="/scam-types">all scam types</Link>, or <Link to="/contact">contact us</Link>.
        </p>
      </Alert>
    </div>
  );
}

/** Spec 2: "No guide found: the not-found alert", with a 404 status. */
export const ErrorBoundary = notFoundBoundary(GuideNotFound);

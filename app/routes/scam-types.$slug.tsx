import { data, Link } from "react-router";
import type { Route } from "./+types/scam-types.$slug";
import { ScamGuide } from "~/components/guides/scam-guide";
import { Alert } from "~/components/ui/alert";
import { findGuideBySlug } from "~/content/guides/lookup";
import { dataMeta } from "~/lib/route-meta";

export const GUIDE_NOT_FOUND = "Scam protection guide not found. Please check the URL or contact support.";

export function loader({ params }: Route.LoaderArgs) {
  const guide = findGuideBySlug(params.slug);
  if (!guide) return data({ guide: null }, { status: 404 });
  return { guide };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  dataMeta(
    loaderData?.guide
      ? { title: loaderData.guide.title, description: loaderData.guide.summary, path: `/scam-types/${loaderData.guide.id}` }
      : { title: "Guide not found", description: GUIDE_NOT_FOUND, path: location.pathname, noindex: true },
    matches,
  );

export default function ScamGuidePage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.guide) {
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
  return <ScamGuide guide={loaderData.guide} />;
}

import type { Route } from "./+types/scam-types.social-media-scams-2025";
import { SocialMediaGuide } from "~/components/guides/social-media-guide";
import { dataMeta } from "~/lib/route-meta";
import { pageSeo } from "~/content/page-seo";

export function loader() {
  return { seo: pageSeo("/scam-types/social-media-scams-2025") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => dataMeta(loaderData?.seo, matches);

export default function SocialMediaScams2025() {
  return <SocialMediaGuide />;
}

import type { Route } from "./+types/scam-types.social-media-scams-2025";
import { SocialMediaGuide } from "~/components/guides/social-media-guide";
import { registryMeta } from "~/lib/route-meta";

export const meta: Route.MetaFunction = ({ matches }) => registryMeta("/scam-types/social-media-scams-2025", matches);

export default function SocialMediaScams2025() {
  return <SocialMediaGuide />;
}

import { registryPage } from "~/server/route.server";
import { SocialMediaGuide } from "~/components/guides/social-media-guide";
import { pageMeta } from "~/lib/route-meta";

export const loader = registryPage("/scam-types/social-media-scams-2025");

export const meta = pageMeta;

export default function SocialMediaScams2025() {
  return <SocialMediaGuide />;
}

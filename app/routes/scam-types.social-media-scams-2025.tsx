import type { Route } from "./+types/scam-types.social-media-scams-2025";
import { SOCIAL_MEDIA_GUIDE_2025 } from "~/content/guides/social-media-2025";
import { pageHeaders, registryPage } from "~/features/pages/page-data.server";
import { SocialMediaGuide } from "~/features/pages/ui/social-media-guide";
import { pageMeta } from "~/lib/route-meta";
import { SHOWS_OWN_DATE } from "~/components/layout/last-updated";

export const loader = registryPage("/scam-types/social-media-scams-2025", SOCIAL_MEDIA_GUIDE_2025);

export const meta = pageMeta;
export const headers = pageHeaders("/scam-types/social-media-scams-2025");

/** No second "Last updated" line from the layout: the guide shows its date in its badge. */
export const handle = SHOWS_OWN_DATE;

export default function SocialMediaScams2025({ loaderData }: Route.ComponentProps) {
  return <SocialMediaGuide guide={loaderData.words} />;
}

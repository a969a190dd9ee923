import { href } from "react-router";
import { notFoundPanel } from "~/components/errors/not-found-panel";
import { ScamGuide } from "~/features/pages/ui/scam-guide";
import { findGuideBySlug } from "~/features/pages/guide-lookup";
import { metaWithNotFound } from "~/lib/route-meta";
import { notFound } from "~/server/route.server";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";
import type { Route } from "./+types/scam-types.$slug";
import { SHOWS_OWN_DATE } from "~/components/layout/last-updated";

export const GUIDE_NOT_FOUND = "Scam protection guide not found. Please check the URL or contact support.";

export function loader({ params }: Route.LoaderArgs) {
  const guide = findGuideBySlug(params.slug) ?? notFound();
  return pageData(`/scam-types/${guide.id}`, guide);
}

const NOT_FOUND = {
  title: "Guide not found",
  description: GUIDE_NOT_FOUND,
  back: { to: href("/scam-types"), label: "See all scam types" },
  also: { to: href("/contact"), label: "Contact us" },
};

export const meta = metaWithNotFound(NOT_FOUND);
export const headers = pageHeaders("/scam-types/:slug");

/** No second "Last updated" line from the layout: the guide shows its date in its badge. */
export const handle = SHOWS_OWN_DATE;

export default function ScamGuidePage({ loaderData }: Route.ComponentProps) {
  return <ScamGuide guide={loaderData.words} />;
}

/** An unknown guide: the not-found panel, with a 404 status. */
export const ErrorBoundary = notFoundPanel(NOT_FOUND);

import { href } from "react-router";
import { notFoundPanel } from "~/components/errors/not-found-panel";
import { ScamGuide } from "~/features/pages/ui/scam-guide";
import { findGuideBySlug } from "~/features/pages/guide-lookup";
import { dateInWords } from "~/features/pages/chrome.server";
import { GUIDE_PAGE_WORDS } from "~/content/guides/page-words";
import { findGuia } from "~/content/es/guias";
import { GUIA_PAGE } from "~/content/es/guias/page";
import { IF_TARGETED_PAGE as SI_ES_VICTIMA_PAGE } from "~/content/es/si-es-victima-page";
import { langOfPath } from "~/lib/i18n";
import { metaWithNotFound } from "~/lib/route-meta";
import { notFound } from "~/server/route.server";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";
import type { Route } from "./+types/scam-types.$slug";
import { SHOWS_OWN_DATE } from "~/components/layout/last-updated";

export const GUIDE_NOT_FOUND = "Scam protection guide not found. Please check the URL or contact support.";

// One module for /scam-types/{slug} and the Spanish guides, /es/guias/{slug} (app/routes.ts): the address says the language.
export function loader({ params, request }: Route.LoaderArgs) {
  if (langOfPath(new URL(request.url).pathname) === "es") {
    const guia = findGuia(params.slug) ?? notFound();
    const path = `/es/guias/${guia.id}`;
    return {
      ...pageData(path, guia),
      path,
      page: GUIA_PAGE,
      callout: SI_ES_VICTIMA_PAGE.callout ?? undefined,
      dateText: dateInWords(guia.lastUpdated, "es"),
    };
  }
  const guide = findGuideBySlug(params.slug) ?? notFound();
  const path = href("/scam-types/:slug", { slug: guide.id });
  return { ...pageData(path, guide), path, page: GUIDE_PAGE_WORDS, callout: undefined, dateText: undefined };
}

const NOT_FOUND = {
  title: "Guide not found",
  description: GUIDE_NOT_FOUND,
  back: { to: href("/scam-types"), label: "See all scam types" },
  also: { to: href("/contact"), label: "Contact us" },
};

const NOT_FOUND_ES = {
  title: "No encontramos la guía",
  description: "No encontramos esa guía en español. Revise la dirección, o vea las guías en la página de inicio en español.",
  back: { to: "/es", label: "Ir al inicio en español" },
};

export const meta = metaWithNotFound(NOT_FOUND, NOT_FOUND_ES);
export const headers = pageHeaders("/scam-types/:slug");

/** No second "Last updated" line from the layout: the guide shows its date in its badge. */
export const handle = SHOWS_OWN_DATE;

export default function ScamGuidePage({ loaderData }: Route.ComponentProps) {
  const { words, page, path, callout, dateText } = loaderData;
  return <ScamGuide guide={words} words={page} path={path} callout={callout} dateText={dateText} />;
}

/** An unknown guide: the not-found panel, with a 404 status. */
export const ErrorBoundary = notFoundPanel(NOT_FOUND, NOT_FOUND_ES);

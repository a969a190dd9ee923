import { Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunctionArgs, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { RootErrorBoundary } from "~/components/errors/error-screen";
import { EmergencyBar } from "~/components/layout/emergency-bar";
import { LastUpdated } from "~/components/layout/last-updated";
import { NavigationStatus } from "~/components/layout/navigation-status";
import { GlossaryScopeProvider } from "~/components/ui/glossed";
import { HydrationProvider } from "~/components/ui/use-hydrated";
import { useNonce } from "~/components/layout/nonce";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { ToastProvider } from "~/components/ui/toast";
import { SITE_NAME } from "~/content/site";
import { CACHE_POLICY, cacheHeaders } from "~/lib/cache-policy";
import { formConstraints } from "~/lib/forms";
import type { RootData } from "~/lib/route-meta";
import { newsletterForm } from "~/features/forms/newsletter-schema";
import { getServices } from "~/server/context.server";
import { lastUpdatedOf } from "~/features/pages/last-updated.server";
import { dateInWords, pageLanguage } from "~/features/pages/chrome.server";
import { LanguageHint, LanguageLink } from "~/components/layout/language-link";
import { absoluteUrl } from "~/lib/seo";
import "./app.css";

export function loader({ context, request }: Route.LoaderArgs): RootData {
  // The sign-up form is on many pages, so its rules travel with the root's data; so do the
  // page's "Last updated" date, its language and the layout's words in it, read here so the
  // registry and the words stay on the server.
  const pathname = new URL(request.url).pathname;
  const lastUpdated = lastUpdatedOf(pathname);
  const language = pageLanguage(pathname);
  return {
    siteUrl: getServices(context).siteUrl,
    siteName: SITE_NAME,
    forms: { newsletter: formConstraints(newsletterForm) },
    lastUpdated,
    lastUpdatedText: lastUpdated ? dateInWords(lastUpdated, language.lang) : null,
    ...language,
  };
}

/** The root's data holds the page's date, so it is read again whenever the address changes. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

/** Pages rendered per request; routes with another policy (the operator's pages) export their own. */
export const headers = cacheHeaders(CACHE_POLICY.dynamicPage);

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  const lang = root?.lang ?? "en";
  const chrome = root?.chrome;
  return (
    // The Worker sets data-text-size from the reader's cookie before the page reaches the browser.
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#172554" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {/* The page in each language, for search engines: hreflang both ways, English as the default. */}
        {root?.alternates.map((link) => (
          <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={absoluteUrl(root.siteUrl, link.url)} />
        ))}
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only z-50 bg-white p-3 font-bold focus:not-sr-only focus:absolute focus:top-2 focus:left-2">
          {chrome?.skip ?? "Skip to main content"}
        </a>
        <HydrationProvider>
          <ToastProvider>
            <NavigationStatus />
            {root?.counterpart && chrome ? <LanguageLink to={root.counterpart} label={chrome.language} /> : null}
            {lang === "en" ? <LanguageHint to={root?.counterpart?.url ?? "/es"} /> : null}
            {/* Without the root's data (its own error screen), that screen gives the emergency line. */}
            {chrome ? <EmergencyBar words={chrome.emergency} textSize={chrome.textSize} /> : null}
            <SiteHeader words={chrome} />
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              <GlossaryScopeProvider>{children}</GlossaryScopeProvider>
              {root && chrome ? <LastUpdated date={root.lastUpdated} text={root.lastUpdatedText} label={chrome.lastUpdated} /> : null}
            </main>
            {chrome ? <SiteFooter words={chrome} /> : null}
          </ToastProvider>
        </HydrationProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Anything a route does not catch: the site's fallback screen, without internals (app/components/errors). */
export const ErrorBoundary = RootErrorBoundary;

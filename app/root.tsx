import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from "react-router";
import type { Route } from "./+types/root";
import { EmergencyBar } from "~/components/layout/emergency-bar";
import { NavigationStatus } from "~/components/layout/navigation-status";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { ToastProvider } from "~/components/ui/toast";
import { getEnv } from "~/server/context.server";
import "./app.css";

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: getEnv(context).SITE_URL };
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    // The Worker sets data-text-size from the reader's cookie before the page reaches the browser.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#172554" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only z-50 bg-white p-3 font-bold focus:not-sr-only focus:absolute focus:top-2 focus:left-2">
          Skip to main content
        </a>
        <ToastProvider>
          <NavigationStatus />
          <EmergencyBar />
          <SiteHeader />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter />
        </ToastProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The routing-failure fallback (spec 1, section 8): 'Unexpected Application Error!' with the message or status. */
export function ErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <div className="container-page py-12">
      <h1 className="text-3xl">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg" data-testid="error-detail">
        {detail}
      </p>
      <p className="mt-6">
        Please go back to the <a href="/">home page</a> and try again. If a scam is happening right now, call the number at the top of this
        page.
      </p>
    </div>
  );
}

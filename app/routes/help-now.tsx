import type { Route } from "./+types/help-now";
import { HelpNowPage } from "~/features/help-now/ui/help-now-pages";
import { pageMeta } from "~/lib/route-meta";
import { helpNowScreenData } from "~/features/help-now/help-now.server";
import { registryPath } from "~/lib/dates";
import { langOfPath } from "~/lib/i18n";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";

// One module for /help-now and /es/ayuda-ahora (app/routes.ts): the address says the language.
export const meta = pageMeta;
export const headers = pageHeaders("/help-now");

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { ...pageData(registryPath(url.pathname)), ...helpNowScreenData(url, langOfPath(url.pathname)) };
}

export default function HelpNow({ loaderData }: Route.ComponentProps) {
  return <HelpNowPage screen={loaderData.screen} words={loaderData.words} />;
}

import type { SeoInput } from "~/lib/seo";
import { page } from "./pages";

/** Title, description and path of a registry page, for a route loader to hand to `dataMeta`. */
export function pageSeo(url: string): SeoInput {
  const entry = page(url);
  return { title: entry.title, description: entry.description, path: entry.url, noindex: !entry.indexed };
}

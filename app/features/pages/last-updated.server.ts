import { findPage } from "./manifest";
import { isoDay, registryPath } from "~/lib/dates";

/**
 * The registry's date of the last content change for the page at `pathname` (app/features/pages/manifest.ts),
 * or null for an address the registry does not list. Read on the server only, so the registry
 * never ships to the browser; the root layout shows it as "Last updated".
 */
export function lastUpdatedOf(pathname: string): string | null {
  const entry = findPage(registryPath(pathname));
  return entry ? isoDay(entry.lastModified) : null;
}

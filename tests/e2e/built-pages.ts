import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * Every prerendered page of the build (the registry's prerender list, which a unit test keeps equal
 * to the registry). Read from build/client because the registry itself needs Vite to load.
 */
export function builtPages(dir = "build/client", base = ""): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) return name === "index.html" ? [base || "/"] : [];
    return name === "assets" ? [] : builtPages(path, `${base}/${name}`);
  });
}

// Pages the Worker renders per request (the registry's non-prerendered /search among them).
export const RENDERED_PAGES = [
  // Rendered per request (they show alerts from D1), so not among the prerendered files.
  "/",
  "/alerts",
  "/alerts/texts-about-unpaid-tolls",
  "/alerts/no-such-alert",
  "/alerts/confirm?c=broken",
  "/alerts/unsubscribe?t=00000000000000000000000000000000",
  "/admin/login",
  "/search",
  "/search?q=quiz",
  "/search?q=zzzzzz",
  "/no-such-page",
  "/examples?tab=email",
  "/sitemap?category=Emergency",
  "/blog/no-such-post",
  "/help-now",
  "/help-now?step=1",
  "/help-now?for=me&path=family",
  "/help-now?for=helper&path=paid&paid=bank-transfer&step=2",
  "/help-now?for=me&path=paid&paid=wire&story=romance&step=3&more=shared",
  "/help-now?for=helper&step=4&contact=phone&story=family",
  "/help-now?for=me&contact=phone&story=family&paid=gift-card&shared=none&step=6",
  "/help-now/plan?for=me&contact=phone&story=family&paid=gift-card&shared=none&state=FL",
  "/help-now/plan?for=helper&contact=social&story=romance&paid=wire&shared=ssn&shared=medicare",
  "/help-now/plan?for=me",
  "/help-now/plan?for=me&story=family&paid=none",
  "/help-now/plan?for=helper&story=romance&paid=bank-transfer&shared=bank-login",
  "/family-kit",
  // Kept at the edge (this month's report counts), so rendered, not prerendered.
  "/scam-database",
  // The Spanish crisis path: rendered per request like its English twin.
  "/es/ayuda-ahora",
  "/es/ayuda-ahora?for=me&path=family",
  "/es/ayuda-ahora?for=helper&step=4&contact=phone&story=family",
  "/es/ayuda-ahora/plan?for=me&contact=phone&story=family&paid=gift-card&shared=none&state=FL",
  "/es/ayuda-ahora/plan?for=helper&contact=social&story=romance&paid=wire&shared=ssn&shared=medicare",
  "/es/ayuda-ahora/plan?for=me",
  // The other Spanish pages the Worker renders per request: the kit, the alerts, the search, and a missing guide.
  "/es/kit-familiar",
  "/es/alertas",
  "/es/alertas/texts-about-unpaid-tolls",
  "/es/alertas/no-existe",
  "/es/alertas/confirmar?c=broken",
  "/es/buscar?q=abuelos",
  "/es/guias/no-existe",
];

/** The registry's pages as the browser tests reach them: the prerendered files and those the Worker renders per request. */
export const REGISTRY_PAGES = [
  ...builtPages(),
  "/",
  "/alerts",
  "/search",
  "/help-now",
  "/family-kit",
  "/scam-quizzes",
  "/scam-database",
  "/es/ayuda-ahora",
];

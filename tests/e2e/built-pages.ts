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

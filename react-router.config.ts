import { writeFile } from "node:fs/promises";
import type { Config } from "@react-router/dev/config";
import { PAGES, prerenderPaths } from "./app/features/pages/manifest";

export default {
  ssr: true,
  prerender: prerenderPaths,
  // The registry as plain JSON beside the build (never served): `npm run audit` and the browser
  // tests read every page from it, since the registry itself needs Vite to load.
  async buildEnd() {
    const pages = PAGES.map(({ url, serving, indexed }) => ({ url, prerender: serving === "prerendered", indexed }));
    await writeFile("build/pages.json", `${JSON.stringify(pages, null, 1)}\n`);
  },
} satisfies Config;

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Launcher } from "chrome-launcher";
import { describe, expect, it } from "vitest";
import {
  BROWSER_TEST_ARGS,
  disableFeatures,
  lighthouseFlags,
  mergeDisabledFeatures,
  PLAYWRIGHT_ARGS,
  PLAYWRIGHT_DISABLED_FEATURES,
  TEST_ONLY_DISABLED_FEATURES,
  UNSEEN_BROWSER_UI,
} from "../../scripts/chromium";

/** Playwright's own --disable-features list, read from the installed playwright-core. */
function installedPlaywrightFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve("playwright-core/package.json"));
  const source = readFileSync(join(root, "lib/coreBundle.js"), "utf8");
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(source);
  if (!list) throw new Error("playwright-core no longer has a disabledFeatures list where this test looks");
  return [...list[1]!.matchAll(/^\s*"([A-Za-z]+)"/gm)].map((m) => m[1]!);
}

describe("the flags Chromium is started with", () => {
  it("repeat Playwright's own --disable-features list, since Chromium reads only the last one", () => {
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(installedPlaywrightFeatures());
  });

  it("give Playwright one --disable-features, with its list and the unseen browser UI; the tests, no spare renderer", () => {
    const features = (args: string[]) => {
      const switches = args.filter((a) => a.startsWith("--disable-features="));
      expect(switches).toHaveLength(1);
      return switches[0]!.split("=")[1]!.split(",");
    };
    for (const f of [...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI]) {
      expect(features(PLAYWRIGHT_ARGS)).toContain(f);
      expect(features(BROWSER_TEST_ARGS)).toContain(f);
    }
    expect(features(BROWSER_TEST_ARGS)).toContain("SpareRendererForSitePerProcess");
    // The paint trace times pages in the browser as people have it, spare renderer and all.
    expect(features(PLAYWRIGHT_ARGS)).not.toContain("SpareRendererForSitePerProcess");
    const others = (args: string[]) => args.filter((a) => !a.startsWith("--disable-features="));
    expect(others(BROWSER_TEST_ARGS)).toEqual(others(PLAYWRIGHT_ARGS));
  });

  it("keep chrome-launcher's own flags for Lighthouse and add the unseen browser UI to its list", () => {
    const defaults = Launcher.defaultFlags();
    const flags = lighthouseFlags(defaults);
    expect(flags.filter((f) => f.startsWith("--disable-features="))).toHaveLength(1);
    expect(flags).toContain(
      disableFeatures(
        defaults
          .find((f) => f.startsWith("--disable-features="))!
          .split("=")[1]!
          .split(","),
      ),
    );
    for (const f of defaults.filter((f) => !f.startsWith("--disable-features="))) expect(flags).toContain(f);
    expect(flags.join(" ")).toContain("Translate");
    expect(flags.join(" ")).toContain("WebUIOmniboxPopup");
    // Lighthouse measures the browser as people have it, spare renderer and all.
    for (const f of TEST_ONLY_DISABLED_FEATURES) expect(flags.join(" ")).not.toContain(f);
  });

  it("merge every --disable-features into one, so a flag added by hand keeps the lists", () => {
    expect(mergeDisabledFeatures(["--a", "--disable-features=X,Y", "--b", "--disable-features=Y,Z"])).toEqual([
      "--a",
      "--b",
      "--disable-features=X,Y,Z",
    ]);
    expect(mergeDisabledFeatures(["--a", "--b"])).toEqual(["--a", "--b"]);
    const added = mergeDisabledFeatures([...PLAYWRIGHT_ARGS, "--disable-features=Translate"]);
    expect(added.filter((f) => f.startsWith("--disable-features="))).toHaveLength(1);
    expect(added.at(-1)).toContain("WebUIOmniboxPopup");
    expect(added.at(-1)).toContain("Translate");
    // chrome-launcher given two lists keeps both.
    const twice = lighthouseFlags(["--x", "--disable-features=A", "--disable-features=B"]);
    expect(twice).toEqual(["--x", `--disable-features=A,B,${UNSEEN_BROWSER_UI.join(",")}`]);
  });
});

// Debian's Chromium as the browser tests, the audit and the paint trace start it (never a
// downloaded browser; CHROMIUM_PATH points elsewhere on other machines). Decision 0037. Node runs
// this file with its types stripped (scripts/audit.mjs), hence only erasable syntax.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * Chromium 156 prepares the address bar's drop-down as a web page, in a renderer of its own for
 * every window, headless too. Nobody sees it here, and it took half a core through the browser
 * tests (14.4 minutes with it, 9.9 without, on 2 cores).
 */
export const UNSEEN_BROWSER_UI = ["WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "WebUIOmniboxAimPopup"];

/**
 * Playwright 1.65's own --disable-features list (its chromiumSwitches.ts). Chromium reads only the
 * last --disable-features it is given, so a launcher's list must be repeated in ours.
 * tests/unit/chromium-flags.test.ts fails when Playwright's list changes.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

const DISABLE_FEATURES = "--disable-features=";

/** The one --disable-features switch: a launcher's own features and the unseen browser UI. */
export function disableFeatures(launcherFeatures: readonly string[]): string {
  return `${DISABLE_FEATURES}${[...launcherFeatures, ...UNSEEN_BROWSER_UI].join(",")}`;
}

const PLAYWRIGHT_SWITCHES = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Arguments for Playwright's chromium.launch where a page's timing is measured (the paint trace). */
export const PLAYWRIGHT_ARGS = [...PLAYWRIGHT_SWITCHES, disableFeatures(PLAYWRIGHT_DISABLED_FEATURES)];

/**
 * Chromium starts a spare renderer beside every page, for the next tab to use. A browser test opens
 * each page in a fresh context, which cannot use a spare made for another, so every test started a
 * renderer for nothing: two renderers a test instead of one, and 0.28 s more processor time a test
 * (20 fresh-context loads of a guide: 24.9 s without the spare, 30.6 s with it). Only where nothing
 * is timed: the paint trace and Lighthouse keep the browser as people have it.
 */
export const TEST_ONLY_DISABLED_FEATURES = ["SpareRendererForSitePerProcess"];

/** Arguments for the browser tests and the audit's axe scans. */
export const BROWSER_TEST_ARGS = [
  ...PLAYWRIGHT_SWITCHES,
  disableFeatures([...PLAYWRIGHT_DISABLED_FEATURES, ...TEST_ONLY_DISABLED_FEATURES]),
];

/**
 * The flags with every --disable-features merged into one, last. Chromium reads only the last one,
 * so a flag added by hand (AUDIT_CHROME_FLAGS, TRACE_FLAGS) would otherwise drop the lists above.
 */
export function mergeDisabledFeatures(flags: readonly string[]): string[] {
  const switches = flags.filter((f) => f.startsWith(DISABLE_FEATURES));
  if (switches.length === 0) return [...flags];
  const features = new Set(switches.flatMap((f) => f.slice(DISABLE_FEATURES.length).split(",")).filter(Boolean));
  return [...flags.filter((f) => !f.startsWith(DISABLE_FEATURES)), `${DISABLE_FEATURES}${[...features].join(",")}`];
}

/** Lighthouse's Chromium flags (chrome-launcher's defaults and any added), with the unseen browser UI in their one --disable-features. */
export function lighthouseFlags(flags: readonly string[]): string[] {
  return mergeDisabledFeatures([...flags, disableFeatures([])]);
}

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

/** The one --disable-features switch: a launcher's own features and the unseen browser UI. */
export function disableFeatures(launcherFeatures: readonly string[]): string {
  return `--disable-features=${[...launcherFeatures, ...UNSEEN_BROWSER_UI].join(",")}`;
}

/** Arguments for Playwright's chromium.launch. */
export const PLAYWRIGHT_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  disableFeatures(PLAYWRIGHT_DISABLED_FEATURES),
];

/** chrome-launcher's default flags (Lighthouse's), with the unseen browser UI added to its --disable-features. */
export function lighthouseFlags(defaultFlags: readonly string[]): string[] {
  const prefix = "--disable-features=";
  const own = defaultFlags.find((f) => f.startsWith(prefix));
  const features = own ? own.slice(prefix.length).split(",") : [];
  return [...defaultFlags.filter((f) => !f.startsWith(prefix)), disableFeatures(features)];
}

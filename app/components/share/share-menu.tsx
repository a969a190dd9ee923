import { useLocation } from "react-router";
import { useDisclosure } from "~/components/ui/use-disclosure";
import { useToast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { absoluteUrl } from "~/lib/seo";
import { SHARE_POPUP_FEATURES, shareUrl, type SharePlatform } from "~/lib/share";
import { track } from "~/lib/track";
import { useRootData } from "~/lib/route-meta";

const PLATFORMS: { platform: SharePlatform; label: string }[] = [
  { platform: "facebook", label: "Share on Facebook" },
  { platform: "twitter", label: "Share on Twitter" },
  { platform: "linkedin", label: "Share on LinkedIn" },
];

/**
 * Below the button on wide screens, from its left edge, or from its right edge (`end`) where the
 * button ends a row; a sheet along the bottom of a phone. So it never runs off the side.
 */
const panelClass = (align: "start" | "end") =>
  `z-40 rounded-xl border-2 border-brand bg-white shadow-xl max-sm:fixed max-sm:inset-x-3 max-sm:bottom-3 sm:absolute sm:mt-2 sm:w-72 ${align === "end" ? "sm:right-0" : "sm:left-0"}`;

export const COPY_TOASTS = {
  success: { title: "Link copied!", description: "The page link was copied to the clipboard." },
  failure: { title: "Copy failed", description: "The link could not be copied. Please try again." },
} as const;

export function usePageUrl(path?: string): string {
  const location = useLocation();
  const { siteUrl } = useRootData();
  return absoluteUrl(siteUrl, path ?? location.pathname);
}

function ShareIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5">
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

/**
 * Share menu: Copy Link, Facebook, Twitter, LinkedIn in a 600x400 popup, and
 * the device's own share sheet only where the browser has one. Without JavaScript: the same button
 * opens plain links.
 */
export function ShareMenu({
  title,
  path,
  content,
  align = "start",
}: {
  title: string;
  path?: string;
  content: string;
  /** Where the open menu lines up with the button: `end` for a button at the end of a row. */
  align?: "start" | "end";
}) {
  const hydrated = useHydrated();
  const toast = useToast();
  const url = usePageUrl(path);
  const { close, buttonProps, panelProps } = useDisclosure();

  if (!hydrated) {
    // Before scripts run (or without them): a native disclosure the same size as the Share button
    // below, so the page does not move when React takes over.
    return (
      <details className="relative inline-block no-print">
        <summary className="btn-secondary list-none [&::-webkit-details-marker]:hidden">
          <ShareIcon />
          Share
        </summary>
        <ul aria-label="Share this page" className={`${panelClass(align)} space-y-2 p-3`}>
          {PLATFORMS.map(({ platform, label }) => (
            <li key={platform}>
              <a className="btn-secondary w-full" href={shareUrl(platform, url, title)} target="_blank" rel="noopener noreferrer">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </details>
    );
  }

  const canNativeShare = typeof navigator !== "undefined" && typeof navigator.share === "function";

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ ...COPY_TOASTS.success, variant: "success" });
      track("copy_link", { content });
    } catch {
      toast({ ...COPY_TOASTS.failure, variant: "destructive" });
    }
  }

  function openPopup(platform: SharePlatform) {
    window.open(shareUrl(platform, url, title), `share-${platform}`, SHARE_POPUP_FEATURES);
    track("social_share", { platform, content });
  }

  async function nativeShare() {
    try {
      await navigator.share({ title, url });
      track("social_share", { platform: "native_share", content });
    } catch {
      // The person closed the share sheet: nothing to report.
    }
  }

  const itemClass = "block min-h-11 w-full px-4 py-2 text-left font-bold text-brand hover:bg-brand-soft hover:underline";
  const run = (action: () => void) => () => {
    close(true);
    action();
  };
  return (
    <div className="relative inline-block no-print">
      <button type="button" className="btn-secondary" {...buttonProps}>
        <ShareIcon />
        Share
      </button>
      <div className={`${panelClass(align)} py-2`} {...panelProps}>
        <ul aria-label="Share this page">
          {canNativeShare ? (
            <li>
              <button type="button" className={itemClass} onClick={run(nativeShare)}>
                Share using this device…
              </button>
            </li>
          ) : null}
          <li>
            <button type="button" className={itemClass} onClick={run(copyLink)}>
              Copy Link
            </button>
          </li>
          {PLATFORMS.map(({ platform, label }) => (
            <li key={platform}>
              <button type="button" className={itemClass} onClick={run(() => openPopup(platform))}>
                {label}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

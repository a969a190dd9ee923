import { useEffect, useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useToast } from "~/components/ui/toast";
import { SHARE_POPUP_FEATURES, shareUrl, type SharePlatform } from "~/lib/share";
import { track } from "~/lib/track";
import { COPY_TOASTS, usePageUrl } from "./share-menu";

/** Copy Link on the social guide shows 'Copied!' for 2 seconds. */
export const COPIED_MS = 2000;

const PLATFORMS: { platform: SharePlatform; label: string }[] = [
  { platform: "facebook", label: "Facebook" },
  { platform: "twitter", label: "Twitter" },
  { platform: "linkedin", label: "LinkedIn" },
];

/** A row of share buttons (the social guide): each network in a 600x400 window, and Copy Link. */
export function ShareButtons({ title, path, content }: { title: string; path: string; content: string }) {
  const hydrated = useHydrated();
  const toast = useToast();
  const url = usePageUrl(path);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      track("copy_link", { content });
    } catch {
      toast({ ...COPY_TOASTS.failure, variant: "destructive" });
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2 no-print">
      <span className="font-bold">Share:</span>
      {PLATFORMS.map(({ platform, label }) => (
        <a
          key={platform}
          className="btn-secondary"
          href={shareUrl(platform, url, title)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => {
            event.preventDefault();
            window.open(shareUrl(platform, url, title), `share-${platform}`, SHARE_POPUP_FEATURES);
            track("social_share", { platform, content });
          }}
        >
          {label}
        </a>
      ))}
      {hydrated ? (
        <button type="button" className="btn-secondary" onClick={copy} aria-live="polite">
          {copied ? "Copied!" : "Copy Link"}
        </button>
      ) : null}
    </div>
  );
}

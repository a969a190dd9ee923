/** Share popup size: 600x400. */
export const SHARE_POPUP_FEATURES = "width=600,height=400,noopener,noreferrer";

export type SharePlatform = "facebook" | "twitter" | "linkedin";

/** The three share targets: Facebook sharer, Twitter intent (url, text), LinkedIn. */
export function shareUrl(platform: SharePlatform, url: string, text: string): string {
  const u = encodeURIComponent(url);
  switch (platform) {
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case "twitter":
      return `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}`;
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
  }
}

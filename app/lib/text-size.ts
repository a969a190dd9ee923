/** The reader's text size (normal, large, larger), kept in a cookie (docs/decisions/0006-text-size-by-cookie.md). */
export const TEXT_SIZES = ["normal", "large", "larger"] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const TEXT_SIZE_COOKIE = "text-size";

export function isTextSize(value: unknown): value is TextSize {
  return typeof value === "string" && (TEXT_SIZES as readonly string[]).includes(value);
}

/** Reads the text size from a Cookie header; anything unknown is 'normal'. */
export function textSizeFromCookie(cookieHeader: string | null | undefined): TextSize {
  if (!cookieHeader) return "normal";
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === TEXT_SIZE_COOKIE) {
      const value = rest.join("=");
      return isTextSize(value) ? value : "normal";
    }
  }
  return "normal";
}

/**
 * One year; SameSite=Lax so it is sent on ordinary navigation. Not HttpOnly: the page's script sets
 * it too. Secure whenever the page came over HTTPS.
 */
export function textSizeCookie(size: TextSize, secure: boolean): string {
  return `${TEXT_SIZE_COOKIE}=${size}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * A text-size button as the server renders it (TextSizeControl renders Normal pressed): the Worker
 * swaps these marks in a kept page's HTML, so the reader's size shows as pressed without JavaScript.
 */
export function textSizeButtonMark(size: TextSize, pressed: boolean): string {
  return `value="${size}" aria-pressed="${pressed}"`;
}

/**
 * A page's HTML (rendered for the normal size) marked with the reader's size: on <html> and on the
 * size's button in every text-size control (a page has one in the top bar and one in the footer).
 */
export function markTextSize(html: string, size: TextSize): string {
  if (size === "normal") return html;
  return html
    .replace("<html ", `<html data-text-size="${size}" `)
    .replaceAll(textSizeButtonMark("normal", true), textSizeButtonMark("normal", false))
    .replaceAll(textSizeButtonMark(size, false), textSizeButtonMark(size, true));
}

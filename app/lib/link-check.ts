/**
 * Link checker rules (spec 1, section 5):
 * "The link is flagged WARNING if it contains any of: bit.ly, {host}, click.me, secure-update,
 * verification-required, account-suspended, urgent-action, confirm-identity, bitcoin, crypto.
 * Otherwise a link starting with https:// gets a note that it uses HTTPS but the domain should
 * still be verified. Anything else gets a message that it does not use secure HTTPS and to
 * exercise extreme caution." The second shortener ({host}) is tinyurl.com (DESIGN.md).
 */
export const SUSPICIOUS_LINK_PARTS = [
  "bit.ly",
  "tinyurl.com",
  "click.me",
  "secure-update",
  "verification-required",
  "account-suspended",
  "urgent-action",
  "confirm-identity",
  "bitcoin",
  "crypto",
] as const;

export type LinkCheckLevel = "warning" | "https" | "insecure";

export interface LinkCheckResult {
  level: LinkCheckLevel;
  title: string;
  message: string;
  /** The suspicious parts found in the link, in list order. */
  matches: string[];
}

export const LINK_WARNING = {
  title: "WARNING: This link looks suspicious",
  message:
    "Do not click it. It has signs that scammers use, listed below. If it came in a message, delete the message. If you think it might be real, go to the company's website by typing the address yourself, or call the number on your card or statement.",
} as const;

/**
 * `ownSite`: the link is an official organisation's own page or a government's (.gov, .mil), where
 * the listed words are its own ("crypto" on the FTC's page about crypto scams). Past the spec on
 * purpose: those words do not make a WARNING there, and the link gets the HTTPS note instead.
 */
export function checkLink(input: string, { ownSite = false } = {}): LinkCheckResult {
  const link = input.trim();
  const lower = link.toLowerCase();
  const matches = ownSite ? [] : SUSPICIOUS_LINK_PARTS.filter((part) => lower.includes(part));
  if (matches.length > 0) return { level: "warning", ...LINK_WARNING, matches };
  if (lower.startsWith("https://")) {
    return {
      level: "https",
      title: "This link uses HTTPS",
      message:
        "HTTPS means the connection is private. It does not mean the website is honest. Check that the web address is spelled exactly right before you click, and never enter passwords or card numbers on a page you reached from a message.",
      matches,
    };
  }
  return {
    level: "insecure",
    title: "This link does not use secure HTTPS",
    message:
      "Exercise extreme caution. Real websites for banks, shops and agencies start with https://. But https:// alone does not prove a site is safe. Do not enter any personal or payment information on this site.",
    matches,
  };
}

import type { PagePath } from "~/lib/page-path";
import type { Lang } from "~/lib/i18n";
import { hmacHex } from "~/server/hash.server";

/**
 * The links in alert emails. A confirm link carries the subscriber's token, when it stops working,
 * and a signature over both, so changing either breaks it. Unsubscribe links carry the token only:
 * they must keep working in old emails.
 */
export type ConfirmCheck = { ok: true; token: string } | { ok: false; problem: "tampered" | "expired" };

const TOKEN = /^[0-9a-f]{32}$/;

export function newToken(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export function isToken(value: string | null): value is string {
  return value !== null && TOKEN.test(value);
}

async function signature(secret: string, token: string, expiresMs: number): Promise<string> {
  return hmacHex(secret, `confirm:${token}:${expiresMs}`);
}

/** The value of the confirm link's `c` parameter: token.expiry.signature. */
export async function confirmCode(secret: string, token: string, expiresAt: string): Promise<string> {
  const expiresMs = Date.parse(expiresAt);
  return `${token}.${expiresMs}.${await signature(secret, token, expiresMs)}`;
}

/** Checks a confirm code in constant time for the signature; expired only when the signature holds. */
export async function checkConfirmCode(secret: string, code: string | null, now: Date): Promise<ConfirmCheck> {
  const [token = "", expires = "", given = ""] = (code ?? "").split(".");
  const expiresMs = Number(expires);
  if (!isToken(token) || !/^\d{1,15}$/.test(expires) || !/^[0-9a-f]{64}$/.test(given)) return { ok: false, problem: "tampered" };
  const expected = await signature(secret, token, expiresMs);
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  if (diff !== 0) return { ok: false, problem: "tampered" };
  if (expiresMs < now.getTime()) return { ok: false, problem: "expired" };
  return { ok: true, token };
}

// The paths are typed (PagePath), not built by href(): the Worker tests load this module into workerd,
// where react-router cannot be loaded alone.
// A Spanish reader's links open the same pages in Spanish.
const CONFIRM_PATH: Readonly<Record<Lang, PagePath>> = { en: "/alerts/confirm", es: "/es/alertas/confirmar" };
const UNSUBSCRIBE_PATH: Readonly<Record<Lang, PagePath>> = { en: "/alerts/unsubscribe", es: "/es/alertas/baja" };

export const ALERT_LINKS = {
  confirm: (siteUrl: string, code: string, lang: Lang = "en") =>
    new URL(`${CONFIRM_PATH[lang]}?c=${encodeURIComponent(code)}`, siteUrl).href,
  unsubscribe: (siteUrl: string, token: string, lang: Lang = "en") => new URL(`${UNSUBSCRIBE_PATH[lang]}?t=${token}`, siteUrl).href,
  page: (siteUrl: string, path: string) => new URL(path, siteUrl).href,
};

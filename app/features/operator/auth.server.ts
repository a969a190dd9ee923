import { createWorkersKVSessionStorage } from "@react-router/cloudflare";
import { createCookie, href, redirect } from "react-router";
import { OPERATOR_COOKIE } from "~/lib/operator";
import { verifyPassword } from "./password";
import { countAttempt, refundAttempt } from "~/server/rate-limit.server";
import { isSameOrigin } from "~/server/request.server";
import { logFault } from "~/server/route.server";
import type { Services } from "~/server/services.server";

const SESSION_HOURS = 8;

export const SIGN_IN_MESSAGES = {
  notSetUp: "Sign-in is not set up yet. Set ADMIN_PASSWORD_HASH and SESSION_SECRET (see the README).",
  blank: "Please enter the password.",
  wrong: "That password is not right. Please try again.",
  locked: "Too many wrong passwords. Please wait 15 minutes and try again.",
  unavailable: "Sign-in is not available right now. Please try again in a few minutes.",
} as const;

/** The session cookie: Secure whenever the request came over HTTPS, signed with SESSION_SECRET. */
function sessionCookie(request: Request, secret: string) {
  return createCookie(OPERATOR_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: new URL(request.url).protocol === "https:",
    secrets: [secret],
    maxAge: SESSION_HOURS * 3600,
  });
}

type Sessions = Pick<Services, "sessions" | "secrets">;

function sessionStorage(request: Request, sessions: KVNamespace, secret: string) {
  return createWorkersKVSessionStorage<{ operator: true }>({ kv: sessions, cookie: sessionCookie(request, secret) });
}

/** True only for a valid operator session; a session store that cannot be reached counts as signed out. */
export async function isOperator(request: Request, { sessions, secrets }: Sessions): Promise<boolean> {
  const { adminPasswordHash, sessionSecret } = secrets;
  if (!adminPasswordHash || !sessionSecret) return false;
  try {
    const session = await sessionStorage(request, sessions, sessionSecret).getSession(request.headers.get("Cookie"));
    return session.get("operator") === true;
  } catch (error) {
    logFault("operator session read", error);
    return false;
  }
}

/** Every /admin page and action but sign-in and sign-out passes here first (routes/admin.layout.tsx): no session, no entry. */
export async function requireOperator(request: Request, services: Sessions): Promise<void> {
  if (await isOperator(request, services)) return;
  const url = new URL(request.url);
  throw redirect(`${href("/admin/login")}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Admin POSTs must come from this site's own pages. */
export function requireSameOrigin(request: Request, siteUrl: string): void {
  if (!isSameOrigin(request, siteUrl)) throw new Response("This form must be sent from the site's own pages.", { status: 403 });
}

export type SignInResult = { ok: true; headers: Headers } | { ok: false; status: 400 | 401 | 403 | 429 | 503; error: string };

/**
 * Checks the password. The attempt is counted before the password is checked, atomically, per
 * address group and for everyone (app/server/rate-limit.server.ts); a right password gives the
 * attempt back. When the counter cannot be reached, sign-in waits rather than going unguarded.
 */
export async function signIn(
  request: Request,
  services: Sessions & Pick<Services, "rateLimiter">,
  password: string,
): Promise<SignInResult> {
  const { adminPasswordHash, sessionSecret } = services.secrets;
  // Closed, not broken: a site without operator secrets simply has no sign-in.
  if (!adminPasswordHash || !sessionSecret) return { ok: false, status: 403, error: SIGN_IN_MESSAGES.notSetUp };
  if (password === "") return { ok: false, status: 400, error: SIGN_IN_MESSAGES.blank };
  const attempt = await countAttempt(services, request, "signIn");
  if (attempt.outcome === "refused") return { ok: false, status: 429, error: SIGN_IN_MESSAGES.locked };
  if (attempt.outcome === "unavailable") return { ok: false, status: 503, error: SIGN_IN_MESSAGES.unavailable };
  if (!(await verifyPassword(password, adminPasswordHash))) return { ok: false, status: 401, error: SIGN_IN_MESSAGES.wrong };
  await refundAttempt(services, attempt);
  try {
    const storage = sessionStorage(request, services.sessions, sessionSecret);
    const session = await storage.getSession();
    session.set("operator", true);
    return { ok: true, headers: new Headers({ "Set-Cookie": await storage.commitSession(session) }) };
  } catch (error) {
    logFault("operator session write", error);
    return { ok: false, status: 503, error: SIGN_IN_MESSAGES.unavailable };
  }
}

/** Ends the session if there is one; the cookie is cleared either way, even when the store is down. */
export async function signOut(request: Request, { sessions, secrets }: Sessions): Promise<Headers> {
  const { sessionSecret } = secrets;
  if (!sessionSecret) return new Headers();
  const cookie = sessionCookie(request, sessionSecret);
  const expired = await cookie.serialize("", { maxAge: 0, expires: new Date(0) });
  try {
    const storage = sessionStorage(request, sessions, sessionSecret);
    const session = await storage.getSession(request.headers.get("Cookie"));
    if (session.id) return new Headers({ "Set-Cookie": await storage.destroySession(session) });
  } catch (error) {
    logFault("operator session delete", error);
  }
  return new Headers({ "Set-Cookie": expired });
}

import { createWorkersKVSessionStorage } from "@react-router/cloudflare";
import { redirect } from "react-router";
import { verifyPassword } from "~/lib/password";
import { sha256Hex } from "./hash.server";
import { clientAddress, rateLimited } from "./rate-limit.server";

type AuthEnv = Env & { ADMIN_PASSWORD_HASH?: string; SESSION_SECRET?: string };

const SESSION_HOURS = 8;

function sessionStorage(env: AuthEnv) {
  if (!env.SESSION_SECRET) throw new Error("SESSION_SECRET is not set: see README, Operator sign-in");
  return createWorkersKVSessionStorage<{ operator: true }>({
    kv: env.SESSIONS,
    cookie: {
      name: "__operator",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: env.SITE_URL.startsWith("https://"),
      secrets: [env.SESSION_SECRET],
      maxAge: SESSION_HOURS * 3600,
    },
  });
}

export function authConfigured(env: AuthEnv): boolean {
  return Boolean(env.ADMIN_PASSWORD_HASH && env.SESSION_SECRET);
}

export async function isOperator(request: Request, env: AuthEnv): Promise<boolean> {
  if (!authConfigured(env)) return false;
  const session = await sessionStorage(env).getSession(request.headers.get("Cookie"));
  return session.get("operator") === true;
}

/** Every /admin page and action starts here: no session, no entry. */
export async function requireOperator(request: Request, env: AuthEnv): Promise<void> {
  if (await isOperator(request, env)) return;
  const url = new URL(request.url);
  throw redirect(`/admin/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Admin POSTs must come from this site's own pages. */
export function requireSameOrigin(request: Request, env: AuthEnv): void {
  const origin = request.headers.get("Origin");
  const allowed = new Set([new URL(request.url).origin, new URL(env.SITE_URL).origin]);
  if (!origin || !allowed.has(origin)) throw new Response("This form must be sent from the site's own pages.", { status: 403 });
}

export type SignInResult = { ok: true; headers: Headers } | { ok: false; status: 400 | 401 | 429 | 503; error: string };

/** Checks the password; five failures in 15 minutes from one address lock sign-in for that window. */
export async function signIn(request: Request, env: AuthEnv, password: string): Promise<SignInResult> {
  if (!authConfigured(env))
    return { ok: false, status: 503, error: "Sign-in is not set up yet. Set ADMIN_PASSWORD_HASH and SESSION_SECRET (see the README)." };
  if (password === "") return { ok: false, status: 400, error: "Please enter the password." };
  const locked = await env.SESSIONS.get(`lock:${await addressKey(request)}`);
  if (locked) return { ok: false, status: 429, error: "Too many wrong passwords. Please wait 15 minutes and try again." };
  if (!(await verifyPassword(password, env.ADMIN_PASSWORD_HASH))) {
    if (await rateLimited(env.SESSIONS, "signin", clientAddress(request), 4, 900)) {
      await env.SESSIONS.put(`lock:${await addressKey(request)}`, "1", { expirationTtl: 900 });
    }
    return { ok: false, status: 401, error: "That password is not right. Please try again." };
  }
  const storage = sessionStorage(env);
  const session = await storage.getSession();
  session.set("operator", true);
  return { ok: true, headers: new Headers({ "Set-Cookie": await storage.commitSession(session) }) };
}

export async function signOut(request: Request, env: AuthEnv): Promise<Headers> {
  const storage = sessionStorage(env);
  const session = await storage.getSession(request.headers.get("Cookie"));
  return new Headers({ "Set-Cookie": await storage.destroySession(session) });
}

function addressKey(request: Request): Promise<string> {
  return sha256Hex(`signin|${clientAddress(request)}`, 16);
}

/**
 * Pages that show alerts (the home page, /alerts, each alert, the alerts feed) are rendered from
 * D1, then kept in the edge cache under a key with the current alerts version. Publishing, editing
 * or unpublishing bumps the version, so the next visitor in every data centre gets fresh pages;
 * old entries simply age out. The key also names the build, so a deploy never serves a page whose
 * scripts are gone. The version lives in KV, read with a short edge cache of its own, and each
 * isolate reuses what it read for a few seconds. Which pages those are, the page manifest says
 * (app/features/pages/manifest.ts, serving "edge"); the Worker asks it.
 */
const VERSION_KEY = "alerts-version";
/** How long a data centre may keep reading the old version after a change (KV's own minimum is 60 s). */
const VERSION_TTL_SECONDS = 60;
/** How long a rendered page may sit in the edge cache before it is rendered again anyway. */
const PAGE_TTL_SECONDS = 86_400;
/** The browser's own Cache-Control of the page, carried through the edge cache. */
const BROWSER_POLICY = "X-Browser-Cache-Control";

/** The data centre's cache (a Workers extension of CacheStorage that the DOM types lack). */
const edgeCache = (): Cache => (caches as unknown as { default: Cache }).default;

async function storedVersion(state: KVNamespace): Promise<string> {
  return (await state.get(VERSION_KEY, { cacheTtl: VERSION_TTL_SECONDS })) ?? "0";
}

/** How long this isolate goes on using the version it read, before asking KV again. */
const VERSION_MEMO_MS = 10_000;
let memo: { version: string; until: number } | null = null;

/** The current alerts version, read from KV at most every VERSION_MEMO_MS in this isolate. */
async function alertsVersion(state: KVNamespace, now = Date.now()): Promise<string> {
  if (memo && memo.until > now) return memo.version;
  const version = await storedVersion(state);
  memo = { version, until: now + VERSION_MEMO_MS };
  return version;
}

declare const __BUILD_ID__: string;
/** Set by vite.config.ts at build time. */
const BUILD_ID = typeof __BUILD_ID__ === "string" ? __BUILD_ID__ : "unbuilt";

/** The edge cache key of a page at one alerts version, for this build. */
function cacheKey(origin: string, path: string, version: string): Request {
  return new Request(`${origin}${path}?v=${encodeURIComponent(version)}&build=${BUILD_ID}`);
}

/**
 * After a change to what alerts the public sees: a new version for every data centre, and this
 * data centre's copies of `paths` dropped at once (its KV read may still give the old version for
 * up to a minute).
 */
async function bumpAlertsVersion(state: KVNamespace, siteUrl: string, now: Date, paths: readonly string[]): Promise<void> {
  const old = await storedVersion(state);
  const version = String(now.getTime());
  await state.put(VERSION_KEY, version);
  memo = { version, until: Date.now() + VERSION_MEMO_MS };
  const origin = new URL(siteUrl).origin;
  await Promise.all(
    paths.map((path) =>
      edgeCache()
        .delete(cacheKey(origin, path, old))
        .catch(() => false),
    ),
  );
}

export type EdgeAnswer = { response: Response; hit: boolean };

/**
 * The cached page, or `render()`'s answer (stored when it is a 200). Any failure of the cache or
 * KV falls back to rendering: the cache only ever makes a page faster, never missing.
 */
async function fromEdgeCache(
  request: Request,
  state: KVNamespace,
  waitUntil: (work: Promise<unknown>) => void,
  render: () => Promise<Response>,
): Promise<EdgeAnswer> {
  let key: Request | null = null;
  try {
    const url = new URL(request.url);
    key = cacheKey(url.origin, url.pathname, await alertsVersion(state));
    const cached = await edgeCache().match(key);
    if (cached) return { response: restoreBrowserPolicy(cached), hit: true };
  } catch (error) {
    console.error("edge cache read failed:", error instanceof Error ? error.message : String(error));
  }
  const response = await render();
  const shared = !/private|no-store/.test(response.headers.get("Cache-Control") ?? "");
  if (key && response.status === 200 && shared && !response.headers.has("Set-Cookie")) {
    const copy = new Response(response.clone().body, response);
    copy.headers.set(BROWSER_POLICY, response.headers.get("Cache-Control") ?? "");
    copy.headers.set("Cache-Control", `public, max-age=${PAGE_TTL_SECONDS}`);
    waitUntil(
      edgeCache()
        .put(key, copy)
        .catch((error: unknown) => console.error("edge cache write failed:", String(error))),
    );
  }
  return { response, hit: false };
}

function restoreBrowserPolicy(cached: Response): Response {
  const out = new Response(cached.body, cached);
  const policy = out.headers.get(BROWSER_POLICY);
  out.headers.delete(BROWSER_POLICY);
  if (policy) out.headers.set("Cache-Control", policy);
  else out.headers.delete("Cache-Control");
  out.headers.delete("Age");
  return out;
}

/** The edge cache as a service (app/server/services.server.ts): the alerts version in KV, and the pages it keys. */
export interface EdgeCache {
  /** The current alerts version, read from KV at most every VERSION_MEMO_MS in this isolate. */
  version(): Promise<string>;
  /** After a change to what alerts the public sees (see bumpAlertsVersion). */
  bump(now: Date, paths: readonly string[]): Promise<void>;
  /** The cached page, or `render()`'s answer (see fromEdgeCache). */
  serve(request: Request, render: () => Promise<Response>): Promise<EdgeAnswer>;
}

export function createEdgeCache(state: KVNamespace, siteUrl: string, waitUntil: (work: Promise<unknown>) => void): EdgeCache {
  return {
    version: () => alertsVersion(state),
    bump: (now, paths) => bumpAlertsVersion(state, siteUrl, now, paths),
    serve: (request, render) => fromEdgeCache(request, state, waitUntil, render),
  };
}

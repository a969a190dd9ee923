import { absoluteUrl } from "~/lib/seo";
import { batches, INDEXNOW_BATCH_DELAY_MS, INDEXNOW_ENDPOINTS, INDEXNOW_KEY_PATH, type BatchResult } from "~/lib/indexnow";

export interface IndexNowDeps {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
}

const realDeps: IndexNowDeps = { fetch: (...args) => fetch(...args), sleep: (ms) => new Promise((r) => setTimeout(r, ms)) };

/**
 * Sends absolute URLs to the three IndexNow endpoints in batches of 10, 1 s apart. A failing
 * endpoint is logged and does not stop the others.
 */
export async function submitUrls(
  siteUrl: string,
  key: string,
  paths: readonly string[],
  deps: IndexNowDeps = realDeps,
): Promise<BatchResult[]> {
  const host = new URL(siteUrl).host;
  const body = (urlList: string[]) => JSON.stringify({ host, key, keyLocation: absoluteUrl(siteUrl, INDEXNOW_KEY_PATH), urlList });
  const results: BatchResult[] = [];
  const groups = batches(paths.map((p) => absoluteUrl(siteUrl, p)));
  for (const [i, urls] of groups.entries()) {
    if (i > 0) await deps.sleep(INDEXNOW_BATCH_DELAY_MS);
    const statuses = await Promise.all(
      INDEXNOW_ENDPOINTS.map(async (endpoint) => {
        try {
          const res = await deps.fetch(endpoint, {
            method: "POST",
            headers: { "Content-Type": "application/json; charset=utf-8", "User-Agent": `ScamShieldForSeniors/1.0 (+${siteUrl})` },
            body: body(urls),
            signal: AbortSignal.timeout(10_000),
          });
          if (!res.ok && res.status !== 202) console.error(`IndexNow ${endpoint} answered ${res.status}`);
          return res.status;
        } catch (error) {
          console.error(`IndexNow ${endpoint} failed`, error);
          return null;
        }
      }),
    );
    results.push({ urls, statuses });
  }
  return results;
}

/** IndexNow as a service: the key (INDEXNOW_KEY, null when unset), and a submit that uses it. */
export interface IndexNow {
  key: string | null;
  /** Offers the pages to search engines; with no key it offers nothing. */
  submit(paths: readonly string[]): Promise<BatchResult[]>;
}

export function createIndexNow(siteUrl: string, key: string | null): IndexNow {
  return { key, submit: async (paths) => (key ? submitUrls(siteUrl, key, paths) : []) };
}

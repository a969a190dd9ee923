import { sha256Hex } from "./hash.server";

/**
 * A small fixed-window rate limit in KV. The key holds a hash of the client address and the window,
 * never the address itself, and expires with the window.
 */
export async function rateLimited(kv: KVNamespace, scope: string, client: string, limit: number, windowSeconds: number): Promise<boolean> {
  const window = Math.floor(Date.now() / 1000 / windowSeconds);
  const key = `rl:${scope}:${await sha256Hex(`${scope}|${client}|${window}`, 16)}`;
  const count = Number((await kv.get(key)) ?? "0");
  if (count >= limit) return true;
  await kv.put(key, String(count + 1), { expirationTtl: Math.max(60, windowSeconds) });
  return false;
}

export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}

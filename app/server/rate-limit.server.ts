/**
 * A small fixed-window rate limit in KV. The key holds a hash of the client address and the window,
 * never the address itself, and expires with the window.
 */
export async function rateLimited(kv: KVNamespace, scope: string, client: string, limit: number, windowSeconds: number): Promise<boolean> {
  const window = Math.floor(Date.now() / 1000 / windowSeconds);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${scope}|${client}|${window}`));
  const key = `rl:${scope}:${[...new Uint8Array(digest)].slice(0, 16).map((b) => b.toString(16).padStart(2, "0")).join("")}`;
  const count = Number((await kv.get(key)) ?? "0");
  if (count >= limit) return true;
  await kv.put(key, String(count + 1), { expirationTtl: Math.max(60, windowSeconds) });
  return false;
}

export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}

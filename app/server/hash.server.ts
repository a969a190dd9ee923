/** Hex SHA-256 of a text (dedupe keys, rate-limit keys: never the raw value). */
export async function sha256Hex(text: string, bytes = 32): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .slice(0, bytes)
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
}

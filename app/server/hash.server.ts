const hex = (bytes: ArrayBuffer, length: number) =>
  [...new Uint8Array(bytes)]
    .slice(0, length)
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");

/** Hex SHA-256 of a text (dedupe keys: never the raw value). */
export async function sha256Hex(text: string, bytes = 32): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)), bytes);
}

/** Hex HMAC-SHA256 with a secret key: a client address hashed this way cannot be guessed back by trying every address. */
export async function hmacHex(secret: string, text: string, bytes = 32): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return hex(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(text)), bytes);
}

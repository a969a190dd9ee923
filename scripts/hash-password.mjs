// npm run admin:hash-password -- "the operator's password"
// Prints the value for the ADMIN_PASSWORD_HASH secret (PBKDF2-SHA256, random salt).
import { webcrypto } from "node:crypto";

const password = process.argv[2];
if (!password || password.length < 12) {
  console.error('Usage: npm run admin:hash-password -- "a password of 12 or more characters"');
  process.exit(1);
}
const iterations = 100_000;
const salt = webcrypto.getRandomValues(new Uint8Array(16));
const key = await webcrypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
const bits = new Uint8Array(await webcrypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256));
const b64 = (bytes) => Buffer.from(bytes).toString("base64");
console.log(`pbkdf2-sha256$${iterations}$${b64(salt)}$${b64(bits)}`);

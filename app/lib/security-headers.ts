/**
 * Security headers for every response. Scripts run only from this site and,
 * when inline, only with the nonce the Worker gives each HTML answer (docs/decisions/0010-csp-nonce.md).
 */
export function contentSecurityPolicy(nonce?: string): string {
  return [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // data: for the font written into the stylesheet (docs/decisions/0045-font-in-the-stylesheet.md).
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const OTHER_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "X-Frame-Options": "DENY",
};

/** The headers of files the edge serves without the Worker (no inline scripts there, so no nonce). */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": contentSecurityPolicy(),
  ...OTHER_HEADERS,
};

const OTHER_HEADER_LIST = Object.entries(OTHER_HEADERS);

/** The security headers as pairs, for building an answer with them in one go. */
export function securityHeaders(nonce?: string): [string, string][] {
  return [["Content-Security-Policy", contentSecurityPolicy(nonce)], ...OTHER_HEADER_LIST];
}

const SECURITY_HEADER_NAMES = new Set(["Content-Security-Policy", ...Object.keys(OTHER_HEADERS)].map((name) => name.toLowerCase()));

export function isSecurityHeader(name: string): boolean {
  return SECURITY_HEADER_NAMES.has(name.toLowerCase());
}

/** Sets the security headers on an answer's own headers (they must not be immutable). */
export function setSecurityHeaders(headers: Headers, nonce?: string): Headers {
  for (const [name, value] of securityHeaders(nonce)) headers.set(name, value);
  return headers;
}

/** A copy of the answer with the security headers, for an answer whose headers may be immutable. */
export function withSecurityHeaders(response: Response, nonce?: string): Response {
  const out = new Response(response.body, response);
  setSecurityHeaders(out.headers, nonce);
  return out;
}

/** A fresh, unguessable nonce for one HTML answer. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes));
}

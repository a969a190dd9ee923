/**
 * Every secret the Worker reads, declared once and read only here (README, Configure). In
 * production they are set with `npx wrangler secret put NAME`; locally in .dev.vars (see
 * .dev.vars.example). All are optional: a feature whose secret is missing says so and stays off.
 */
interface SecretBindings {
  ADMIN_PASSWORD_HASH?: string;
  SESSION_SECRET?: string;
  INDEXNOW_KEY?: string;
  SUPABASE_URL?: string;
  SUPABASE_SERVICE_ROLE_KEY?: string;
  ADDRESS_HASH_SECRET?: string;
  EMAIL_LINK_SECRET?: string;
}

export interface Secrets {
  /** PBKDF2 hash of the operator password (npm run admin:hash-password). */
  adminPasswordHash: string | null;
  /** Signs the operator's session cookie. */
  sessionSecret: string | null;
  /** IndexNow key, published at /indexnow-key.txt. */
  indexNowKey: string | null;
  /** Supabase Storage instead of R2, when both are set. */
  supabase: { url: string; serviceRoleKey: string } | null;
  /** Key for hashing client addresses in rate limits; a development key stands in when unset. */
  addressHashSecret: string;
  addressHashSecretSet: boolean;
  /** Signs the links in confirmation emails; a development key stands in when unset. */
  emailLinkSecret: string;
  emailLinkSecretSet: boolean;
}

/** Stands in locally so `npm start` works without .dev.vars; README says to set a real one in production. */
const DEVELOPMENT_ADDRESS_HASH_SECRET = "development-only: set ADDRESS_HASH_SECRET";
const DEVELOPMENT_EMAIL_LINK_SECRET = "development-only: set EMAIL_LINK_SECRET";

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);

export function readSecrets(env: Env): Secrets {
  const s = env as Env & SecretBindings;
  const supabaseUrl = text(s.SUPABASE_URL);
  const supabaseKey = text(s.SUPABASE_SERVICE_ROLE_KEY);
  const addressHashSecret = text(s.ADDRESS_HASH_SECRET);
  const emailLinkSecret = text(s.EMAIL_LINK_SECRET);
  return {
    adminPasswordHash: text(s.ADMIN_PASSWORD_HASH),
    sessionSecret: text(s.SESSION_SECRET),
    indexNowKey: text(s.INDEXNOW_KEY),
    supabase: supabaseUrl && supabaseKey ? { url: supabaseUrl, serviceRoleKey: supabaseKey } : null,
    addressHashSecret: addressHashSecret ?? DEVELOPMENT_ADDRESS_HASH_SECRET,
    addressHashSecretSet: addressHashSecret !== null,
    emailLinkSecret: emailLinkSecret ?? DEVELOPMENT_EMAIL_LINK_SECRET,
    emailLinkSecretSet: emailLinkSecret !== null,
  };
}

/** The secrets an operator should set before going live, by name, for the dashboard's setup list. */
export function missingSecrets(secrets: Secrets): string[] {
  const missing: string[] = [];
  if (!secrets.addressHashSecretSet) missing.push("ADDRESS_HASH_SECRET");
  if (!secrets.emailLinkSecretSet) missing.push("EMAIL_LINK_SECRET");
  if (!secrets.indexNowKey) missing.push("INDEXNOW_KEY");
  return missing;
}

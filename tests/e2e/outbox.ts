import { type APIRequestContext, type BrowserContextOptions, expect } from "@playwright/test";

/*
 * Scam alert emails in the browser tests. They travel through the local queue and land in the
 * outbox, which the tests' server also shows as JSON at /__e2e/outbox (playwright.config.ts): a
 * test waits for an email by asking for it until it is there. The outbox is shared by parallel
 * tests, so every address and title is unique.
 */

export const CONFIRM_SUBJECT = "Please confirm your scam alerts";
export const WELCOME_SUBJECT = "Your scam alerts are on";

/**
 * A mark no other run shares. In base 36, so it never holds a long run of digits: a story holding a
 * 13-digit time can pass the Luhn check and be removed as a card number (1 time in 10).
 */
export const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * A client address of its own: a random /64 of IPv6's documentation range, the group the rate
 * limits count (5 sign-ups in 10 minutes), so no two callers share a count.
 */
export const clientAddress = () => {
  const part = () => Math.floor(Math.random() * 0x10000).toString(16);
  return `2001:db8:${part()}:${part()}::1`;
};

/**
 * Each browser gets its own client address. `test.use(ownAddress())` in a describe block gives its
 * tests one address per worker, so a sign-up made by the tests' own requests takes a fresh one
 * (signUpByPost).
 */
export const ownAddress = (): BrowserContextOptions => ({ extraHTTPHeaders: { "CF-Connecting-IP": clientAddress() } });

/** The emails to `to` so far, oldest first. */
export async function outboxFor(request: APIRequestContext, to: string): Promise<{ subject: string; text: string }[]> {
  const response = await request.get(`/__e2e/outbox?to=${encodeURIComponent(to)}`);
  expect(response.status(), "the tests' server shows the outbox (E2E_OUTBOX)").toBe(200);
  return response.json();
}

/** The text of the one email to `to` with `subject`, once the queue has delivered it. */
export async function outboxEmail(request: APIRequestContext, to: string, subject: string): Promise<string> {
  let texts: string[] = [];
  await expect
    .poll(
      async () => {
        texts = (await outboxFor(request, to)).filter((email) => email.subject === subject).map((email) => email.text);
        return texts.length;
      },
      { message: `one email "${subject}" to ${to}`, timeout: 30_000 },
    )
    .toBe(1);
  return texts[0]!;
}

/**
 * The one link in an email's text to `path`, as a path on this server (emails link to SITE_URL in
 * wrangler.toml, and the test server may listen on another port).
 */
export function linkTo(text: string, path: string): string {
  const links = [...text.matchAll(/https?:\/\/[^\s()<>"]*[^\s()<>".,]/g)]
    .map(([href]) => new URL(href))
    .filter((url) => url.pathname === path);
  expect(links, `one link to ${path} in:\n${text}`).toHaveLength(1);
  return `${links[0]!.pathname}${links[0]!.search}`;
}

/** Signs `email` up with a plain form post, as the sign-up form without JavaScript does. */
export async function signUpByPost(request: APIRequestContext, origin: string, email: string): Promise<void> {
  const signUp = await request.post("/newsletter", {
    form: { email, source: "alerts" },
    headers: { Origin: origin, "CF-Connecting-IP": clientAddress() },
  });
  expect(signUp.ok(), "the sign-up is taken").toBe(true);
}

/**
 * Signs `email` up with a plain form post and confirms it from the email; returns the welcome
 * email's unsubscribe path. For tests that need a subscriber, not the sign-up's own pages.
 */
export async function confirmedSubscriber(request: APIRequestContext, origin: string, email: string): Promise<string> {
  await signUpByPost(request, origin, email);
  const confirmed = await request.get(linkTo(await outboxEmail(request, email, CONFIRM_SUBJECT), "/alerts/confirm"));
  expect(await confirmed.text()).toContain("Thank you. Your scam alerts are on.");
  return linkTo(await outboxEmail(request, email, WELCOME_SUBJECT), "/alerts/unsubscribe");
}

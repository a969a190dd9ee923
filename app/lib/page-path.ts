import type { href } from "react-router";

/**
 * A path of the route table as React Router's `href()` takes it ("/help-now", "/scam-types/:slug"):
 * a link to a page that does not exist fails the type check. Components and routes call `href()`;
 * words and content, which hold links as plain data, use these types instead, so they cost nothing
 * at run time.
 */
export type PagePath = Parameters<typeof href>[0];

/** A path with its parameters filled in: "/scam-types/:slug" becomes `/scam-types/${string}`. */
type Filled<P extends string> = P extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${Filled<Tail>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;

/**
 * A link held in words or content: a page path, where a parameter may stand for any text
 * ("/scam-types/phone-scams"). The type checks the shape; that each such page exists (a guide of
 * that slug, say) is checked by the content tests against the route table and the page manifest.
 */
export type PageLink = Filled<PagePath>;

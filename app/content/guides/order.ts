/**
 * The scam guides (/scam-types/{slug}) in the site's order, each with the few words that name its
 * kind of scam (an alert's "Kind of scam"). The one list of them: the guides page, the search, the
 * PDFs and the alert editor follow it. A guide's words are in app/content/guides/<slug>.ts, found by
 * slug in GUIDES (app/content/guides/index.ts).
 */
export const GUIDE_ORDER = [
  { slug: "phone-scams", kind: "Phone calls" },
  { slug: "text-scams", kind: "Text messages" },
  { slug: "email-phishing", kind: "Email" },
  { slug: "social-media", kind: "Social media" },
  { slug: "romance-scams", kind: "Romance" },
  { slug: "investment-scams", kind: "Investments and crypto" },
  { slug: "tech-support", kind: "Tech support" },
  { slug: "grandparent-scams", kind: "Grandparent and family emergency" },
  { slug: "identity-theft", kind: "Identity theft" },
] as const;

export type GuideSlug = (typeof GUIDE_ORDER)[number]["slug"];

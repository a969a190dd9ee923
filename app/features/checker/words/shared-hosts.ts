/**
 * Companies that give anyone a page or an address under their own name. A page there belongs to
 * whoever made it, so the checker never answers "the real address of" anyone for it, and says who
 * runs the host. Every other ending in the Public Suffix List's private section (shipped in tldts,
 * MPL-2.0, updated with each tldts release; publicsuffix.org) is treated the same way, named by
 * its ending: this list adds the names readers know, and hosts the Public Suffix List leaves out
 * (WordPress.com, SharePoint, a path on an IPFS gateway). Official sites' own shared places (Google
 * Sites, a $cashtag, a redirect) are in official.ts. How to add one: README, "The checker (/check)
 * and its data".
 */
import type { SharedHost } from "../types";
import { from, GROWN } from "./checked";

export const SHARED_HOSTS: readonly SharedHost[] = [
  {
    name: "Google's Firebase",
    at: ["web.app", "firebaseapp.com"],
    source: from("https://firebase.google.com/docs/hosting/quickstart?authuser=2&hl=it", GROWN),
  },
  {
    name: "GitHub Pages",
    at: ["github.io"],
    source: from("https://github.com/github/docs/blob/main/content/pages/getting-started-with-github-pages/what-is-github-pages.md", GROWN),
  },
  { name: "Google's Blogger", at: ["blogspot.com"], source: from("https://github.com/topics/blogger", GROWN) },
  {
    name: "Wix",
    at: ["wixsite.com"],
    source: from(
      "https://dev.wix.com/docs/develop-websites-sdk/code-your-site/build-a-custom-frontend/urls/about-the-url-structure-of-site-pages",
      GROWN,
    ),
  },
  { name: "Square", at: ["square.site"], source: from("https://developer.squareup.com/reference/square/objects/Site", GROWN) },
  { name: "Netlify", at: ["netlify.app"], source: from("https://docs.netlify.com/domains/domains-fundamentals/understand-domains", GROWN) },
  { name: "Vercel", at: ["vercel.app"], source: from("https://v0.app/docs/custom-domains", GROWN) },
  {
    name: "Cloudflare",
    at: ["workers.dev", "pages.dev", "r2.dev"],
    source: from("https://developers.cloudflare.com/workers/configuration/routing/workers-dev", GROWN),
  },
  {
    name: "an IPFS gateway",
    at: ["ipfs.io/ipfs/", "ipfs.io/ipns/", "dweb.link", "cloudflare-ipfs.com"],
    source: from("https://docs.ipfs.tech/concepts/public-utilities", GROWN),
  },
  { name: "Heroku", at: ["herokuapp.com"], source: from("https://devcenter.heroku.com/articles/app-names-and-subdomains", GROWN) },
  { name: "Render", at: ["onrender.com"], source: from("https://docs.render.com/custom-domains", GROWN) },
  { name: "Glitch", at: ["glitch.me"], source: from("https://wiki.archiveteam.org/index.php/Glitch", GROWN) },
  { name: "WordPress.com", at: ["wordpress.com"], source: from("http://en.support.wordpress.com/domains/all-about-domains/", GROWN) },
  {
    name: "Microsoft SharePoint",
    at: ["sharepoint.com"],
    source: from(
      "https://ironscales.com/threat-intelligence/sharepoint-tenant-url-microsoft-file-shared-notification-credential-phishing?hs_amp=true",
      GROWN,
    ),
  },
];

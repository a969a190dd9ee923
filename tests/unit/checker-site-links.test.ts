/*
 * The checker must never warn about an address this site itself shows or links: a reader who pastes
 * the Postal Inspection Service's report page, which the personal plan sends them to, must not be
 * told it is a fake. Every official address the site names is walked through checkInput as a link.
 */
import { describe, expect, it } from "vitest";
import { CHECK_DIRECTORY } from "~/features/checker/words/official";
import { AWAITING_SOURCE, FACTS } from "~/facts";
import { LINK } from "~/features/help-now/words/contacts";
import { SOURCES } from "~/features/help-now/words/sources";
import { OFFICIAL_SITES, SCAM_EXAMPLE_HOSTS } from "~/content/official-sites";
import { checkInput } from "~/features/checker/check";
import { hostOf, splitTextLinks } from "~/lib/text-links";
import { CONTENT_STRINGS } from "../support/content-strings";

const WEB_ADDRESS = /https?:\/\/[^\s)"'<>\]]+/g;

/** Every address the site shows or links, with where it was found. */
function siteAddresses(): Map<string, string> {
  const found = new Map<string, string>();
  const note = (address: string, where: string) => {
    const clean = address.replace(/[.,;:!?]+$/, "");
    if (!found.has(clean)) found.set(clean, where);
  };
  for (const [host, href] of Object.entries(OFFICIAL_SITES)) {
    note(host, "official-sites.ts");
    note(href, "official-sites.ts");
  }
  for (const fact of [...FACTS, ...AWAITING_SOURCE]) if (fact.kind === "address") note(fact.value, `facts.ts (${fact.what})`);
  for (const [key, link] of Object.entries(LINK)) {
    note(link.url, `help-now/contacts.ts LINK.${key}`);
    note(link.source.url, `help-now/contacts.ts LINK.${key} source`);
  }
  for (const [key, source] of Object.entries(SOURCES)) note(source.url, `help-now/sources.ts ${key}`);
  // The pages' words and links (the recovery hub's list of helpers among them), not the checker's own
  // data. Scammers' addresses quoted to teach are examples, shown apart and never linked.
  for (const s of CONTENT_STRINGS) {
    if (s.file.startsWith("checker/")) continue;
    for (const piece of splitTextLinks(s.text, OFFICIAL_SITES)) if (piece.kind === "url") note(piece.href, `${s.file} ${s.path}`);
    for (const [address] of s.text.matchAll(WEB_ADDRESS)) {
      if (!SCAM_EXAMPLE_HOSTS.has(hostOf(address))) note(address, `${s.file} ${s.path}`);
    }
  }
  return found;
}

const ADDRESSES = siteAddresses();

describe("the checker and the addresses this site links", () => {
  it("finds the addresses the issue named among them, so the walk covers what readers are sent to", () => {
    const all = [...ADDRESSES.keys()];
    expect(all).toEqual(
      expect.arrayContaining(["https://www.uspis.gov/report", "https://elderaffairs.org/", "https://reportfraud.ftc.gov/"]),
    );
    expect(all.length).toBeGreaterThan(60);
  });

  it("never answers 'Warning' for an address the site shows or links", () => {
    const warned = [...ADDRESSES]
      .filter(([address]) => checkInput(address, CHECK_DIRECTORY, "link").outcome === "warning")
      .map(([address, where]) => `${address} (${where}): ${checkInput(address, CHECK_DIRECTORY, "link").signals[0]?.title}`);
    expect(warned).toEqual([]);
  });
});

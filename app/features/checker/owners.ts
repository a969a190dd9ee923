/**
 * Who an address belongs to or copies: the official sites' names, the registries only governments
 * can buy from, the places on a site where anyone can make a page, and the brand a name copies.
 */
import { parse } from "tldts/dist/index.esm.min.js";
import { editDistance } from "./fold";
import { BAIT_WORDS } from "./link-words";
import type { CheckDirectory, OfficialSite, SharedPlace } from "./types";

/** The names a site is copied by: its own keys, or the names of its domains ("paypal" of paypal.com). */
export function siteKeys(site: OfficialSite): string[] {
  const keys = site.keys ?? site.domains.map((domain) => parse(domain).domainWithoutSuffix ?? domain);
  return [...new Set(keys.map((key) => key.toLowerCase()))];
}

/**
 * Addresses in registries only governments can buy from (.gov, .mil, a state's state.xx.us): a name
 * there is never a copy of a brand, whatever words it holds (justice.gov, ice.gov, nyc.gov).
 */
export function isClosedRegistry(hostname: string): boolean {
  return /(^|\.)(gov|mil|fed\.us|state\.[a-z]{2}\.us)\.?$/i.test(hostname);
}

export function ownerOf(domain: string, directory: CheckDirectory): OfficialSite | undefined {
  return directory.sites.find((site) => site.domains.includes(domain));
}

/** "sites.google.com" or "cash.app/$": the host (or one under it) and, if given, the start of the path. */
function isAt(hostname: string, path: string, place: string): boolean {
  const slash = place.indexOf("/");
  const host = slash < 0 ? place : place.slice(0, slash);
  const start = slash < 0 ? "" : place.slice(slash);
  return (hostname === host || hostname.endsWith(`.${host}`)) && path.toLowerCase().startsWith(start.toLowerCase());
}

/** Where an address is a page anyone could have made, or a redirect: never its host's own page. */
export interface SharedAt {
  /** Who runs the place: "Google", "Netlify", or the address ending the Public Suffix List names. */
  name: string;
  kind: SharedPlace["kind"];
  /** The official site the place is part of (Google for Google Sites), if any. */
  site?: OfficialSite;
  /** The place is a whole host of its own ("someone.netlify.app"), not a path on a shared one. */
  ownHost: boolean;
}

/**
 * The shared place an address is on: an official site's (Google Sites, a $cashtag, a redirect), a
 * host of the list (Netlify, GitHub Pages), or any ending the Public Suffix List's private section
 * names (`privateSuffix`, from tldts): there, every name belongs to whoever registered it.
 */
export function sharedPlaceOf(
  hostname: string,
  path: string,
  directory: CheckDirectory,
  privateSuffix: string | null,
): SharedAt | undefined {
  for (const site of directory.sites) {
    const place = site.shared?.find((candidate) => candidate.at.some((at) => isAt(hostname, path, at)));
    if (place) return { name: site.name, kind: place.kind, site, ownHost: false };
  }
  // The company's own front page ("netlify.app", "www.wordpress.com") is not a page someone made.
  const frontPage = (at: string) => hostname === at || hostname === `www.${at}`;
  for (const host of directory.hosts) {
    const at = host.at.find((candidate) => isAt(hostname, path, candidate));
    if (!at) continue;
    const ownHost = !at.includes("/");
    return ownHost && frontPage(at) ? undefined : { name: host.name, kind: "page", ownHost };
  }
  if (privateSuffix && !frontPage(privateSuffix)) return { name: privateSuffix, kind: "page", ownHost: true };
  return undefined;
}

export type Fold = (text: string, keepDigits: boolean) => string;

export function words(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * Whether the words copy `key`: as a whole word, at the start of a word ("uspstrack"), from the start
 * of a word across the next ones ("pay-pal", names of six letters or more), or one or two letters off
 * (six or nine letters or more). Never at the END of a word: that is most often a real word (justice,
 * police and office end in "ice", the folded "ic3"; elderaffairs ends in "irs").
 */
function copies(found: string[], key: string, short: boolean, joined: boolean): boolean {
  if (found.includes(key)) return true;
  if (short && found.some((word) => word.length > key.length && word.startsWith(key))) return true;
  if (joined && key.length >= 6 && found.some((_, at) => found.slice(at).join("").startsWith(key))) return true;
  const limit = key.length >= 9 ? 2 : key.length >= 6 ? 1 : 0;
  return limit > 0 && found.some((word) => editDistance(word, key, limit) <= limit);
}

/** Short words glued in front of a bait word or a name: "mysecureicloud", "connectsecurewellsfargo". */
const GLUED_FRONT = ["my", "connect", "online", "get"];

/**
 * "trackingusps", "verifypaypal", "connectsecurewellsfargo": bait words glued in front of a name
 * make more words, so the name still counts whole (up to three glued in front).
 */
function unglue(found: string[], fold: Fold, keepDigits: boolean): string[] {
  const fronts = [...BAIT_WORDS.filter((bait) => bait.length >= 4), ...GLUED_FRONT].map((front) => fold(front, keepDigits));
  const strip = (word: string) =>
    fronts.filter((front) => word.length >= front.length + 3 && word.startsWith(front)).map((front) => word.slice(front.length));
  return found.flatMap((word) => {
    const all = [word];
    let frontier = [word];
    for (let round = 0; round < 3 && frontier.length > 0; round++) {
      frontier = frontier.flatMap(strip);
      all.push(...frontier);
    }
    return all;
  });
}

/**
 * The site the words of `text` copy, if any. Both sides are folded the same way; a name with a digit
 * ("ic3") keeps its digits. Names shorter than four letters count at a word's start only for
 * agencies ("fbiwarning"), so "ups" does not flag "upstate".
 */
export function copiedSite(
  text: string,
  directory: CheckDirectory,
  fold: Fold,
  joined: boolean,
  except?: OfficialSite,
): OfficialSite | undefined {
  const folded = [false, true].map((keepDigits) => unglue(words(fold(text, keepDigits)), fold, keepDigits));
  for (const site of directory.sites) {
    if (site === except) continue;
    const agency = site.domains.some(isClosedRegistry);
    for (const name of siteKeys(site)) {
      const keepDigits = /\d/.test(name);
      const key = fold(name, keepDigits);
      if (copies(folded[Number(keepDigits)], key, key.length >= 4 || agency, joined)) return site;
    }
  }
  return undefined;
}

/** Where a site copied in a warning really is: its first domain, or the words of its entry. */
export function realOf(site: OfficialSite): string {
  return site.real ?? site.domains[0];
}

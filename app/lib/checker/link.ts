/**
 * Signs of a scam in a web address. The registrable domain (the name a person or company actually
 * bought) comes from the Public Suffix List through tldts; everything else is judged against it.
 */
import { toUnicode } from "punycode/punycode.es6.js";
import { parse } from "tldts/dist/index.esm.min.js";
import { SUSPICIOUS_LINK_PARTS } from "../link-check";
import { signal } from "./signal";
import { editDistance, foldLetters, foldLookalikes, mixesScripts } from "./fold";
import { shift, spansOf } from "./spans";
import type { CheckDirectory, OfficialMatch, OfficialSite, Signal, Span } from "./types";

export const SHORTENERS = [
  "bit.ly",
  "tinyurl.com",
  "t.co",
  "is.gd",
  "v.gd",
  "ow.ly",
  "buff.ly",
  "rebrand.ly",
  "cutt.ly",
  "shorturl.at",
  "tiny.cc",
  "rb.gy",
  "t.ly",
  "s.id",
  "bl.ink",
  "lnkd.in",
  "goo.gl",
  "qrco.de",
  "short.io",
  "shorturl.com",
  "tiny.one",
  "urlz.fr",
  "x.co",
  "adf.ly",
  "bitly.com",
  "clck.ru",
  "u.to",
  "l.ead.me",
  "sor.bz",
] as const;

/** Endings that cost little and carry a large share of the scam sites reported to anti-phishing groups. */
export const CHEAP_ENDINGS = [
  "top",
  "xyz",
  "cc",
  "icu",
  "info",
  "shop",
  "vip",
  "club",
  "buzz",
  "sbs",
  "cfd",
  "live",
  "online",
  "site",
  "click",
  "link",
  "cyou",
  "rest",
  "bond",
  "win",
  "loan",
  "work",
  "monster",
  "lol",
  "quest",
  "mom",
  "cn",
  "ru",
  "tk",
  "ml",
  "ga",
  "cf",
  "gq",
  "pw",
  "su",
  "world",
  "today",
  "support",
  "help",
  "services",
  "asia",
] as const;

/** Words that scam addresses add to look official or urgent. */
export const BAIT_WORDS = [
  "verify",
  "verification",
  "secure",
  "security",
  "login",
  "signin",
  "logon",
  "account",
  "update",
  "billing",
  "refund",
  "redelivery",
  "redeliver",
  "delivery",
  "deliver",
  "track",
  "tracking",
  "parcel",
  "package",
  "toll",
  "tolls",
  "paytoll",
  "invoice",
  "wallet",
  "claim",
  "reward",
  "rewards",
  "prize",
  "unlock",
  "recover",
  "recovery",
  "confirm",
  "auth",
  "alert",
  "alerts",
  "support",
  "helpdesk",
  "service",
  "customs",
  "fee",
  "fees",
  "pay",
  "payment",
  "suspend",
  "suspended",
  "locked",
  "unpaid",
  "fine",
  "notice",
  "gov",
  "official",
  "suspension",
  "turnpike",
  "services",
  "expressway",
  "parking",
  "ticket",
  "dmv",
  "tax",
  "benefit",
  "info",
] as const;

interface RawParts {
  /** Where the host starts and ends in the pasted text. */
  host: Span;
  userinfo: Span | null;
  port: Span | null;
  /** Path, query and fragment. */
  rest: Span;
}

// scheme, "//", user info, host, port, rest; each group optional but the host.
const RAW = /^([a-z][a-z0-9+.-]*:)?(\/\/)?([^/?#@\s]*@)?(\[[^\]]*\]|[^/?#:\s]*)(:\d*)?(.*)$/is;

function rawParts(link: string): RawParts {
  const match = RAW.exec(link);
  if (!match) return { host: { start: 0, end: link.length }, userinfo: null, port: null, rest: { start: link.length, end: link.length } };
  const scheme = (match[1] ?? "").length + (match[2] ?? "").length;
  const userinfoLength = (match[3] ?? "").length;
  const hostStart = scheme + userinfoLength;
  const hostEnd = hostStart + match[4].length;
  const portEnd = hostEnd + (match[5] ?? "").length;
  return {
    host: { start: hostStart, end: hostEnd },
    userinfo: userinfoLength ? { start: scheme, end: scheme + userinfoLength - 1 } : null,
    port: match[5] ? { start: hostEnd, end: portEnd } : null,
    rest: { start: portEnd, end: link.length },
  };
}

function toUrl(link: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(link) && !/^[^:/]+:\d/.test(link) ? link : `http://${link}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

/** The names a site is copied by: its own keys, or the names of its domains ("paypal" of paypal.com). */
export function siteKeys(site: OfficialSite): string[] {
  const keys = site.keys ?? site.domains.map((domain) => parse(domain).domainWithoutSuffix ?? domain);
  return [...new Set(keys.map((key) => foldLookalikes(key)))];
}

function ownerOf(domain: string, directory: CheckDirectory): OfficialSite | undefined {
  return directory.sites.find((site) => site.domains.includes(domain));
}

/**
 * The site the folded words of an address copy, if any: its name as a word, at the start or end of
 * a word ("trackingusps", "fbiwarning": agencies' short names too), inside a joined name, or one
 * or two letters off.
 */
function copiedSite(words: string[], joined: string, directory: CheckDirectory): OfficialSite | undefined {
  for (const site of directory.sites) {
    const agency = site.domains.some((domain) => domain.endsWith(".gov"));
    for (const key of siteKeys(site)) {
      if (words.includes(key)) return site;
      if (key.length >= 6 && joined.includes(key)) return site;
      if ((key.length >= 4 || agency) && words.some((word) => word.length > key.length && (word.startsWith(key) || word.endsWith(key)))) {
        return site;
      }
      const limit = key.length >= 9 ? 2 : key.length >= 6 ? 1 : 0;
      if (limit > 0 && words.some((word) => editDistance(word, key, limit) <= limit)) return site;
    }
  }
  return undefined;
}

function words(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

export interface LinkFindings {
  signals: Signal[];
  official: OfficialMatch | null;
  decoded: string | null;
}

/** All the signs in one link. `offset` places the link inside a longer message for highlighting. */
export function linkSignals(input: string, directory: CheckDirectory, offset = 0): LinkFindings {
  const lead = input.length - input.trimStart().length;
  const link = input.trim();
  const at = (spans: Span[]) => shift(spans, offset + lead);
  const signals: Signal[] = [];
  const add = (...args: Parameters<typeof signal>) => signals.push(signal(...args));

  const listed = SUSPICIOUS_LINK_PARTS.filter((part) => link.toLowerCase().includes(part));
  if (listed.length > 0) add("listed-word", "strong", at(listed.flatMap((part) => spansOf(link, part))), { words: listed.join(", ") });

  const scheme = /^\s*(data|javascript|vbscript):/i.exec(link);
  if (scheme) {
    add("script-link", "strong", at([{ start: 0, end: scheme[0].length }]), { words: scheme[1].toLowerCase() });
    return { signals, official: null, decoded: null };
  }

  const url = toUrl(link);
  const raw = rawParts(link);
  const hostText = link.slice(raw.host.start, raw.host.end);
  if (!url || url.hostname === "") return { signals, official: null, decoded: null };

  if (url.username || url.password || raw.userinfo) {
    const span = raw.userinfo ?? { start: 0, end: raw.host.start };
    add("at-sign", "strong", at([span]), { words: link.slice(span.start, span.end) });
  }

  const hostname = url.hostname.replace(/\.$/, "");
  const parsed = parse(hostname, { allowPrivateDomains: true });
  if (parsed.isIp || hostname.startsWith("[")) {
    add("ip-host", "strong", at([raw.host]), { words: hostText });
    if (/^http:\/\//i.test(link)) add("not-https", "weak", at([{ start: 0, end: 7 }]));
    return { signals, official: null, decoded: null };
  }

  const unicodeHost = toUnicode(hostname);
  const decoded = unicodeHost !== hostname || /[^\p{ASCII}]/u.test(hostText) ? unicodeHost : null;
  const domain = parsed.domain ?? hostname;
  const owner = ownerOf(domain, directory);
  const official = owner && !decoded ? { name: owner.name, found: domain, source: owner.source } : null;

  if (decoded) {
    const foldedWords = words(foldLookalikes(decoded));
    const copies = copiedSite(foldedWords, foldedWords.join(""), directory);
    const strength = mixesScripts(decoded) || copies ? "strong" : "weak";
    add("punycode", strength, at([raw.host]), { decoded });
  }

  const suffix = parsed.publicSuffix ?? "";
  const registrable = parsed.domainWithoutSuffix ?? "";
  const subdomain = (parsed.subdomain ?? "").replace(/^www\d?(\.|$)/, "");
  const domainStart = raw.host.start + Math.max(0, hostText.toLowerCase().lastIndexOf(registrable.toLowerCase()));
  const domainSpan: Span = { start: domainStart, end: raw.host.end };

  if (!owner) {
    const shortener = (SHORTENERS as readonly string[]).includes(domain);
    if (shortener && !listed.includes(domain as (typeof listed)[number])) add("shortener", "strong", at([domainSpan]), { words: domain });

    // A look-alike of a brand in the name that was bought.
    const folded = foldLookalikes(decoded ? toUnicode(registrable) : registrable);
    const nameWords = words(folded);
    const copied = shortener ? undefined : copiedSite(nameWords, nameWords.join(""), directory);
    const fakeGov = nameWords.includes("gov") && suffix !== "gov" && !suffix.endsWith(".gov");
    if (copied) {
      add("lookalike", "strong", at([domainSpan]), { brand: copied.name, real: copied.domains[0] });
    } else if (fakeGov) {
      add("lookalike", "strong", at([domainSpan]), { brand: "a government agency", real: "a .gov address" });
    }

    // "usps.com-track.info", "com-zfrulb.top": a fake ".com" glued to the real name with a hyphen.
    const glued = /(^|\.)([a-z0-9-]+\.)?(com|gov|org|net)-/i.exec(hostname);
    if (glued && !copied) {
      const start = raw.host.start + glued.index + glued[1].length;
      add("brand-elsewhere", "strong", at([{ start, end: start + glued[0].length - glued[1].length }]), {
        brand: glued[2] ? `${glued[2]}${glued[3]}` : `".${glued[3]}"`,
        domain,
        real: glued[2] ? `${glued[2]}${glued[3]}` : "the company's own address",
      });
    }

    // A brand's name or address in front of, or after, someone else's name.
    if (!copied && !glued) {
      const lowerHost = hostname.toLowerCase();
      const inHost = directory.sites.find((site) =>
        site.domains.some(
          (real) =>
            lowerHost.startsWith(`${real}.`) ||
            lowerHost.startsWith(`${real}-`) ||
            lowerHost.includes(`.${real}.`) ||
            lowerHost.includes(`.${real}-`),
        ),
      );
      const subWords = words(foldLetters(subdomain));
      const inSub = inHost ?? copiedSite(subWords, "", directory);
      if (inSub) {
        add("brand-elsewhere", "strong", at([{ start: raw.host.start, end: domainStart }]), {
          brand: inSub.name,
          domain,
          real: inSub.domains[0],
        });
      } else {
        const restText = link.slice(raw.rest.start);
        const pathWords = words(foldLetters(restText.split(/[?#]/)[0] ?? ""));
        const inPath = pathWords.length > 0 ? copiedSite(pathWords, "", directory) : undefined;
        if (inPath) {
          const key = siteKeys(inPath).find((candidate) => pathWords.includes(candidate)) ?? "";
          add("brand-elsewhere", "weak", at(shift(spansOf(restText, key), raw.rest.start)), {
            brand: inPath.name,
            domain,
            real: inPath.domains[0],
          });
        }
      }
    }

    const named = `${subdomain}.${registrable}`.toLowerCase();
    const bait = BAIT_WORDS.filter((word) => (word.length >= 4 ? named.includes(word) : words(named).includes(word)));
    const shown = bait.filter((word) => !bait.some((other) => other !== word && other.includes(word)));
    if (shown.length > 0 && !copied && !fakeGov) {
      add(
        "bait-words",
        shown.length >= 2 ? "strong" : "weak",
        at(shown.flatMap((word) => shift(spansOf(hostText, word), raw.host.start))),
        {
          words: shown.join(", "),
        },
      );
    }
    if ((CHEAP_ENDINGS as readonly string[]).includes(suffix)) {
      add("cheap-ending", "weak", at([{ start: raw.host.end - suffix.length, end: raw.host.end }]), { words: suffix });
    }
  }

  const labels = subdomain === "" ? [] : subdomain.split(".");
  if (labels.length >= 3) add("many-subdomains", "weak", at([{ start: raw.host.start, end: domainStart }]), { words: subdomain });
  if (raw.port && url.port !== "") add("port", "weak", at([raw.port]), { words: link.slice(raw.port.start, raw.port.end) });
  if (/^http:\/\//i.test(link)) add("not-https", "weak", at([{ start: 0, end: 7 }]));

  return { signals, official, decoded };
}

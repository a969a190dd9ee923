/**
 * Signs of a scam in a web address. The registrable domain (the name a person or company actually
 * bought) comes from the Public Suffix List through tldts; everything else is judged against it.
 */
import { toUnicode } from "punycode/punycode.es6.js";
import { parse } from "tldts/dist/index.esm.min.js";
import { signal } from "./signal";
import { foldLetters, foldLookalikes, mixesScripts } from "./fold";
import { BAIT_WORDS, CHEAP_ENDINGS, SHORTENERS, SUSPICIOUS_LINK_PARTS } from "./link-words";
import { copiedSite, isClosedRegistry, ownerOf, realOf, sharedPlaceOf, siteKeys, words } from "./owners";
import { shift, spansOf } from "./spans";
import type { CheckDirectory, OfficialMatch, OfficialSite, Signal, Span } from "./types";

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

/** The address a redirect forwards to (its q=, url= or u= part), and where that part sits in the link. */
function redirectTarget(link: string, url: URL): { target: string; span: Span; verbatim: boolean } | null {
  const match = /[?&](q|url|u)=([^&#]*)/i.exec(link);
  const target = match ? url.searchParams.get(match[1]) : null;
  if (!match || !target || !/^(https?:\/\/|www\.)/i.test(target.trim())) return null;
  const start = match.index + match[1].length + 2;
  return { target, span: { start, end: start + match[2].length }, verbatim: match[2] === target };
}

/** Who a link's address belongs to, as far as the checker can tell. */
function readHost(link: string, directory: CheckDirectory) {
  const url = toUrl(link);
  if (!url || url.hostname === "") return null;
  const raw = rawParts(link);
  const hostText = link.slice(raw.host.start, raw.host.end);
  const hostname = url.hostname.replace(/\.$/, "");
  const parsed = parse(hostname, { allowPrivateDomains: true });
  const ip = parsed.isIp === true || hostname.startsWith("[");
  const unicodeHost = ip ? hostname : toUnicode(hostname);
  const decoded = !ip && (unicodeHost !== hostname || /[^\p{ASCII}]/u.test(hostText)) ? unicodeHost : null;
  const domain = parsed.domain ?? hostname;
  const privateSuffix = parsed.isPrivate ? (parsed.publicSuffix ?? null) : null;
  const sharedAt = ip || decoded ? undefined : sharedPlaceOf(hostname.toLowerCase(), url.pathname, directory, privateSuffix);
  const owner = sharedAt ? sharedAt.site : ownerOf(domain, directory);
  const closed = !ip && isClosedRegistry(hostname);
  // The owner's own page, or a government's: the listed words there are the owner's own ("crypto" on
  // the FTC's page about crypto scams), and its name copies no one.
  const ownPage = (owner !== undefined && !sharedAt && !decoded) || closed;
  return { url, raw, hostText, hostname, parsed, ip, decoded, domain, sharedAt, owner, closed, ownPage };
}

export interface LinkFindings {
  signals: Signal[];
  official: OfficialMatch | null;
  decoded: string | null;
  /** The listed link words found, as the "listed-word" sign names them (none on an owner's own page). */
  listed: string[];
  /** The registrable domain (a shared host's page counts as its own), for the reported lookup; none for a number. */
  domain: string | null;
}

/** All the signs in one link. `offset` places the link inside a longer message for highlighting. */
export function linkSignals(input: string, directory: CheckDirectory, offset = 0): LinkFindings {
  const lead = input.length - input.trimStart().length;
  const link = input.trim();
  const at = (spans: Span[]) => shift(spans, offset + lead);
  const signals: Signal[] = [];
  const add = (...args: Parameters<typeof signal>) => signals.push(signal(...args));
  const found = SUSPICIOUS_LINK_PARTS.filter((part) => link.toLowerCase().includes(part));
  // The listed words the link is answered for: none where the sign is not added (an owner's own page).
  let listed: string[] = [];
  const addListed = () => {
    listed = found;
    if (found.length > 0) add("listed-word", "strong", at(found.flatMap((part) => spansOf(link, part))), { words: found.join(", ") });
  };

  const scheme = /^\s*(data|javascript|vbscript):/i.exec(link);
  if (scheme) {
    addListed();
    add("script-link", "strong", at([{ start: 0, end: scheme[0].length }]), { words: scheme[1].toLowerCase() });
    return { signals, official: null, decoded: null, listed, domain: null };
  }

  const host = readHost(link, directory);
  if (!host) {
    addListed();
    return { signals, official: null, decoded: null, listed, domain: null };
  }
  const { url, raw, hostText, hostname, parsed, ip, decoded, domain, sharedAt, owner, closed, ownPage } = host;
  const official = owner && !sharedAt && !decoded ? { name: owner.name, found: domain, source: owner.source } : null;

  if (!ownPage) addListed();
  if (url.username || url.password || raw.userinfo) {
    const span = raw.userinfo ?? { start: 0, end: raw.host.start };
    add("at-sign", "strong", at([span]), { words: link.slice(span.start, span.end) });
  }

  if (ip) {
    add("ip-host", "strong", at([raw.host]), { words: hostText });
    if (/^http:\/\//i.test(link)) add("not-https", "weak", at([{ start: 0, end: 7 }]));
    return { signals, official: null, decoded: null, listed, domain: null };
  }

  if (decoded) {
    const copies = copiedSite(decoded, directory, foldLookalikes, true);
    const strength = mixesScripts(decoded) || copies ? "strong" : "weak";
    add("punycode", strength, at([raw.host]), { decoded });
  }

  const suffix = parsed.publicSuffix ?? "";
  const registrable = parsed.domainWithoutSuffix ?? "";
  const subdomain = (parsed.subdomain ?? "").replace(/^www\d?(\.|$)/, "");
  const domainStart = raw.host.start + Math.max(0, hostText.toLowerCase().lastIndexOf(registrable.toLowerCase()));
  const domainSpan: Span = { start: domainStart, end: raw.host.end };
  const restText = link.slice(raw.rest.start);

  /** A brand's name in the path of a page that is not that brand's: "sites.google.com/view/usps-help". */
  const brandInPath = (shownDomain: string, except?: OfficialSite) => {
    const path = restText.split(/[?#]/)[0] ?? "";
    const inPath = path === "" ? undefined : copiedSite(path, directory, foldLetters, false, except);
    if (!inPath) return;
    const key = siteKeys(inPath).find((candidate) => words(foldLetters(path)).includes(foldLetters(candidate))) ?? "";
    add("brand-elsewhere", "weak", at(shift(spansOf(restText, key), raw.rest.start)), {
      brand: inPath.name,
      domain: shownDomain,
      real: realOf(inPath),
    });
  };

  // A redirect is looked up by where it leads, a shared host's page by its own host name, and a page
  // on a shared path (sites.google.com/view/...) not at all: its host is everyone's.
  let reportDomain: string | null = sharedAt?.ownHost
    ? hostname.toLowerCase().replace(/^www\./, "")
    : sharedAt
      ? null
      : domain.toLowerCase();
  if (sharedAt) {
    const place = hostname.replace(/^www\./, "");
    if (sharedAt.kind === "page") {
      add("shared-host", "weak", at([raw.host]), { brand: sharedAt.name, words: place });
      // A host of its own is judged by its name below, as any other address is.
      if (!sharedAt.ownHost) brandInPath(place, sharedAt.site);
    } else {
      const redirect = redirectTarget(link, url);
      const target = redirect ? linkSignals(redirect.target, directory) : null;
      const targetHost = redirect ? (toUrl(redirect.target.trim())?.hostname ?? redirect.target) : "another website";
      add("redirect", "weak", at([raw.host]), { brand: sharedAt.name, domain: targetHost });
      reportDomain = target?.domain ?? null;
      if (redirect && target) {
        // Where the target is written as it is, its marks fall in place; an encoded one is marked whole.
        const marks = (found: Signal) =>
          redirect.verbatim ? shift(found.spans, redirect.span.start) : found.spans.length > 0 ? [redirect.span] : [];
        signals.push(...target.signals.map((found) => ({ ...found, spans: at(marks(found)) })));
      }
    }
  }
  if ((!sharedAt || sharedAt.ownHost) && !owner && !closed) {
    // "l.ead.me": some shorteners live on a subdomain.
    const shortener =
      (SHORTENERS as readonly string[]).includes(domain) || (SHORTENERS as readonly string[]).includes(hostname.toLowerCase());
    if (shortener && !found.includes(domain as (typeof found)[number])) add("shortener", "strong", at([domainSpan]), { words: domain });
    // "kn8.site/n/FHaFb": a name of three characters with a digit, a cheap ending and a short code is a
    // shortener no list has yet.
    const path = url.pathname;
    const shortLike =
      !shortener &&
      registrable.length <= 3 &&
      /\d/.test(registrable) &&
      (CHEAP_ENDINGS as readonly string[]).includes(suffix) &&
      /^\/([a-z]{1,2}\/)?[a-z0-9]{4,10}$/i.test(path);
    // Marked on the name alone: the ending is a sign of its own.
    if (shortLike) add("shortener", "weak", at([{ start: domainStart, end: domainStart + registrable.length }]), { words: domain });

    // A look-alike of a brand in the name that was bought.
    const copied = shortener ? undefined : copiedSite(decoded ? toUnicode(registrable) : registrable, directory, foldLookalikes, true);
    // "gov" as a word, or a short word ending in it ("mygov", "nhgov.nkemi.vip"), or starting one
    // on a cheap ending ("govzxq.cam"): only government offices can have a .gov address.
    const govWords = [...words(foldLookalikes(registrable)), ...words(foldLookalikes(subdomain))];
    const cheap = (CHEAP_ENDINGS as readonly string[]).includes(suffix);
    const govLike = (word: string) => word === "gov" || (word.length <= 6 && word.endsWith("gov")) || (cheap && word.startsWith("gov"));
    const fakeGov = govWords.some(govLike) && suffix !== "gov" && !suffix.endsWith(".gov");
    if (copied) {
      add("lookalike", "strong", at([domainSpan]), { brand: copied.name, real: realOf(copied) });
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
      const inSub = inHost ?? copiedSite(subdomain, directory, foldLetters, false);
      if (inSub) {
        add("brand-elsewhere", "strong", at([{ start: raw.host.start, end: domainStart }]), {
          brand: inSub.name,
          domain,
          real: realOf(inSub),
        });
      } else {
        brandInPath(domain);
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
  if (labels.length >= 3 && !closed)
    add("many-subdomains", "weak", at([{ start: raw.host.start, end: domainStart }]), { words: subdomain });
  if (raw.port && url.port !== "") add("port", "weak", at([raw.port]), { words: link.slice(raw.port.start, raw.port.end) });
  if (/^http:\/\//i.test(link)) add("not-https", "weak", at([{ start: 0, end: 7 }]));

  return { signals, official, decoded, listed, domain: reportDomain };
}

/** The words and shapes of the one checker (/check): links, messages and phone numbers. */

/** The longest text the checker takes: a long email. */
export const CHECK_MAX_LENGTH = 5000;

export const CHECK_KINDS = ["link", "message", "phone"] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

export const OUTCOMES = ["warning", "careful", "official"] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** strong: a sign of a scam on its own. weak: worth a second look; two weak signs make a warning. */
export type Strength = "strong" | "weak";

/** A place in the text the person pasted: [start, end) in UTF-16 units. */
export interface Span {
  start: number;
  end: number;
}

export type LinkSignalId =
  | "listed-word"
  | "script-link"
  | "at-sign"
  | "ip-host"
  | "punycode"
  | "lookalike"
  | "brand-elsewhere"
  | "shortener"
  | "port"
  | "many-subdomains"
  | "not-https"
  | "cheap-ending"
  | "bait-words"
  | "shared-host"
  | "redirect";

export type MessageSignalId =
  | "listed-words"
  | "gift-cards"
  | "wire-crypto"
  | "secrecy"
  | "code-request"
  | "remote-access"
  | "grandchild"
  | "prize-fee"
  | "overpayment"
  | "threat"
  | "deadline"
  | "delivery-toll"
  | "account-problem"
  | "tech-support"
  | "charge-to-call"
  | "medicare-benefit"
  | "government-payment"
  | "new-number"
  | "friend-money"
  | "social-bait"
  | "wrong-number"
  | "relative-story"
  | "job-tasks"
  | "courier"
  | "release-fee"
  | "link-in-message"
  | "sender-address"
  | "phone-in-message";

export type PhoneSignalId = "one-ring" | "international" | "premium" | "short-code" | "not-a-number";

export type SignalId = LinkSignalId | MessageSignalId | PhoneSignalId;

export interface Signal {
  id: SignalId;
  strength: Strength;
  /** One short line: what was found. */
  title: string;
  /** Why it matters, in plain words. */
  why: string;
  /** What to do about it. */
  action: string;
  /** The exact parts of the input this sign is about. */
  spans: Span[];
  /** What filled the words' slots ({words}, {brand}, {region} ...), to word the sign in another language. */
  values: Readonly<Record<string, string>>;
}

/** A source page and the day it was last read, for every official address and number. */
export interface CheckSource {
  url: string;
  checked: string;
}

/** Places on an official site where the page is not the owner's: anyone can publish there, or it forwards elsewhere. */
export interface SharedPlace {
  /** Hosts, or a host and the start of a path: "sites.google.com", "cash.app/$", "google.com/url". */
  at: readonly string[];
  /** "page": anyone can make a page or a form there. "redirect": it forwards to the address in its q=, url= or u= part. */
  kind: "page" | "redirect";
  /** A page that says so. */
  source: CheckSource;
}

export interface OfficialSite {
  name: string;
  /**
   * Registrable domains that belong to the organisation, e.g. "usps.com". Empty only for a name that
   * several organisations share, each with its own entry (E-ZPass): then `real` says where to go.
   */
  domains: readonly string[];
  /** Names scammers copy into other addresses, e.g. "usps", "ezpass". Defaults to the domains' names. */
  keys?: readonly string[];
  /** Where the real site is, in words, when there is no one domain to name ("the address on your E-ZPass statement"). */
  real?: string;
  /** Places on the site where anyone can publish, or that forward elsewhere: never the owner's own page. */
  shared?: readonly SharedPlace[];
  source: CheckSource;
  /** Anything a reader of the data should know about how the entry was checked. */
  note?: string;
}

/**
 * A company that gives anyone a page or an address of their own under its name: Netlify's
 * "netlify.app", GitHub Pages' "github.io", an IPFS gateway's "ipfs.io/ipfs/". Names beyond this
 * list come from the Public Suffix List's private section (words/shared-hosts.ts).
 */
export interface SharedHost {
  /** Who runs it, as a reader knows it: "Netlify", "GitHub Pages". */
  name: string;
  /** Hosts (and every host under them), or a host and the start of a path. */
  at: readonly string[];
  source: CheckSource;
}

export interface OfficialLine {
  name: string;
  /** Numbers as people write them, e.g. "1-800-772-1213". */
  numbers: readonly string[];
  /** The 5- or 6-digit codes its texts come from, as its own page lists them, e.g. "93557". */
  shortCodes?: readonly string[];
  source: CheckSource;
}

export interface CheckDirectory {
  sites: readonly OfficialSite[];
  lines: readonly OfficialLine[];
  hosts: readonly SharedHost[];
}

export interface OfficialMatch {
  name: string;
  /** The address or number as found, e.g. "usps.com" or "1-800-772-1213". */
  found: string;
  source: CheckSource;
}

/**
 * A phone number (E.164, "+12025550123") or a registrable domain ("usps-help.top") found in what
 * was pasted: what the reported-numbers lookup hashes (reported.ts). `shown` is as it was written.
 */
export interface Reportable {
  /** A phone number (E.164), a registrable domain, or an email address in lower case. */
  kind: "phone" | "domain" | "email";
  key: string;
  shown: string;
}

export interface CheckResult {
  kind: CheckKind;
  outcome: Outcome;
  signals: Signal[];
  official: OfficialMatch | null;
  /** A look-alike address written in another alphabet, shown as a person would read it. */
  decoded: string | null;
  /** What to check next, most useful first. */
  nextChecks: readonly string[];
  /**
   * The listed words found: a link's (none on an owner's own page or a government's) or a
   * message's (its four lists). The home page's tools name them.
   */
  listed: string[];
  /** The numbers and domains in it that people may have reported (at most REPORTABLE_MAX). */
  reportable: Reportable[];
}

/** The checker's figures on the labelled corpus for one kind of input (tests/support/checker-scorecard.ts). */
export interface KindScore {
  kind: CheckKind;
  scams: number;
  /** Scams given "Warning" with a correct reason. */
  caught: number;
  /** Scams given "Warning" for any reason. */
  warned: number;
  legit: number;
  /** Legitimate items given "Warning": false alarms. */
  falseAlarms: number;
  /** Real numbers that scammers faked on caller ID, and how many got the caller-ID advice. */
  spoofed: number;
  spoofedAdvised: number;
}

/** What the page "How well our checker works" shows, made at build time. */
export interface Scorecard {
  /** The day the figures were made (the build's). */
  measured: string;
  items: number;
  kinds: KindScore[];
  total: KindScore;
  /** .gov and .mil links answered as look-alikes: must be 0. */
  govLookalikes: number;
  /** Pages on shared hosts and redirects answered "the real address of": must be 0. */
  sharedOfficial: number;
}

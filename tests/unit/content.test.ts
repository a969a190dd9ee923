import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import * as examples from "~/content/examples";
import { GUIDES, SCAM_GUIDES } from "~/content/guides";
import { findGuideBySlug } from "~/features/pages/guide-lookup";
import { SOCIAL_MEDIA_GUIDE_2025 } from "~/content/guides/social-media-2025";
import * as caregiver from "~/content/help/caregiver";
import * as ifTargeted from "~/content/help/if-targeted";
import * as recovery from "~/content/help/recovery";
import * as resources from "~/content/help/resources";
import { MODULE_CONTENT, TRAINING_MODULES } from "~/content/modules";
import { PAGES } from "~/features/pages/manifest";
import * as home from "~/content/home";
import { CHROME as navigation } from "~/content/chrome";
import { CHROME as spanishChrome } from "~/content/es/chrome";
import routes from "~/routes";
import { PROTECT_HUB } from "~/content/protect-yourself";
import * as trends from "~/content/trends-2025";
import { ICON_NAMES, type ModuleContent, type ModuleSection, type Statistic } from "~/content/types";
import { ICON_SPRITE } from "~/components/ui/icon";
import { parseNumberedSteps } from "~/features/pages/guides";

const ALL_CONTENT = { examples, caregiver, ifTargeted, recovery, resources, MODULE_CONTENT, SCAM_GUIDES, SOCIAL_MEDIA_GUIDE_2025, trends };

/** Every object anywhere in the content, for checks that hold everywhere. */
function walk(value: unknown, visit: (obj: Record<string, unknown>) => void) {
  if (Array.isArray(value)) {
    for (const v of value) walk(v, visit);
  } else if (value && typeof value === "object") {
    visit(value as Record<string, unknown>);
    for (const v of Object.values(value)) walk(v, visit);
  }
}

/** A module's section of one kind (a module lists each kind at most once). */
function part<K extends ModuleSection["kind"]>(content: ModuleContent, kind: K): Extract<ModuleSection, { kind: K }> | undefined {
  return content.find((s): s is Extract<ModuleSection, { kind: K }> => s.kind === kind);
}

describe("training modules", () => {
  it("are the seven modules, in order, with their times", () => {
    expect(TRAINING_MODULES.map((m) => [m.slug, m.time])).toEqual([
      ["secure-devices", 45],
      ["recognize-red-flags", 30],
      ["phone-protection", 25],
      ["text-smishing", 35],
      ["social-media-security", 40],
      ["financial-safeguards", 20],
      ["emerging-threats-2025", 25],
    ]);
  });

  it.each(TRAINING_MODULES.map((m) => m.slug))("%s has full content", (slug) => {
    const c = MODULE_CONTENT[slug]!;
    const steps = part(c, "steps")!.items;
    expect(part(c, "overview")!.text.length).toBeGreaterThan(100);
    expect(part(c, "threats")!.items.length).toBeGreaterThanOrEqual(3);
    expect(steps.length).toBeGreaterThanOrEqual(4);
    for (const step of steps) expect(step.content.length).toBeGreaterThanOrEqual(2);
    expect(steps.some((s) => s.importance === "Critical")).toBe(true);
    expect(part(c, "quickWins")!.items.length).toBeGreaterThanOrEqual(3);
    expect(part(c, "resources")!.items.length).toBeGreaterThanOrEqual(2);
    expect(part(c, "redFlags")!.items.length).toBeGreaterThanOrEqual(3);
    expect(part(c, "psychologyTactics")!.items.length).toBeGreaterThanOrEqual(3);
    expect(part(c, "practiceScenarios")!.items.length).toBeGreaterThanOrEqual(3);
  });

  it("have their module-specific parts", () => {
    expect(part(MODULE_CONTENT["phone-protection"]!, "callBlockingSetup")!.items.length).toBeGreaterThanOrEqual(3);
    expect(part(MODULE_CONTENT["phone-protection"]!, "emergencyNumbers")!.items.length).toBeGreaterThanOrEqual(3);
    expect(part(MODULE_CONTENT["text-smishing"]!, "commonSmishingTricks")!.items.length).toBeGreaterThanOrEqual(6);
    expect(part(MODULE_CONTENT["social-media-security"]!, "facebookScams")!.items.length).toBeGreaterThanOrEqual(5);
    expect(part(MODULE_CONTENT["social-media-security"]!, "privacySettings")!.items.length).toBeGreaterThanOrEqual(3);
    expect(part(MODULE_CONTENT["financial-safeguards"]!, "bankingSecurity")!.items.length).toBeGreaterThanOrEqual(4);
    expect(part(MODULE_CONTENT["emerging-threats-2025"]!, "emergingThreats2025")!.items.length).toBeGreaterThanOrEqual(6);
  });
});

describe("scam guides", () => {
  it("cover every scam type the site teaches", () => {
    expect(SCAM_GUIDES.map((g) => g.type).sort()).toEqual([
      "email_phishing",
      "grandparent_scams",
      "identity_theft",
      "investment_scams",
      "phone_scams",
      "romance_scams",
      "social_media",
      "tech_support",
      "text_scams",
    ]);
  });

  it.each(SCAM_GUIDES.map((g) => g.id))("%s is complete and reachable by its slug", (id) => {
    const guide = findGuideBySlug(id)!;
    expect(guide.id).toBe(id);
    expect(guide.howItOccurs.length).toBeGreaterThanOrEqual(2);
    expect(guide.identification.length).toBeGreaterThanOrEqual(5);
    expect(parseNumberedSteps(guide.immediateActions).length).toBeGreaterThanOrEqual(4);
    expect(guide.immediateActions.trim()).toMatch(/^1\. /);
    expect(parseNumberedSteps(guide.recoverySteps).length).toBeGreaterThanOrEqual(4);
    expect(Object.values(guide.examples).every((t) => t.length > 40)).toBe(true);
    expect(guide.stats.length).toBeGreaterThan(10);
    expect(guide.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("are listed under their own slug, in the order GUIDE_ORDER gives", () => {
    for (const [slug, guide] of Object.entries(GUIDES)) expect(guide.id).toBe(slug);
    expect(SCAM_GUIDES).toHaveLength(Object.keys(GUIDES).length);
  });

  it("resolves the '-seniors-2025' and '-2025' address forms to the same guide", () => {
    expect(findGuideBySlug("phone-scams-seniors-2025")?.id).toBe("phone-scams");
    expect(findGuideBySlug("tech-support-2025")?.id).toBe("tech-support");
    expect(findGuideBySlug("no-such-scam")).toBeUndefined();
  });

  it("the social media guide has exactly four FAQ items and its last-updated date", () => {
    expect(SOCIAL_MEDIA_GUIDE_2025.faq).toHaveLength(4);
    expect(SOCIAL_MEDIA_GUIDE_2025.lastUpdated).toBe("2025-08-20");
  });
});

describe("help pages", () => {
  it("emergency steps use the agreed timeframes and start with the critical ones", () => {
    const allowed = ["Immediately", "Within 5 minutes", "Within 10 minutes", "Within 30 minutes", "Within 1 hour"];
    for (const s of ifTargeted.EMERGENCY_STEPS) expect(allowed).toContain(s.timeframe);
    expect(ifTargeted.EMERGENCY_STEPS[0]!.critical).toBe(true);
  });

  it("recovery phases follow the six agreed timeframes", () => {
    expect(recovery.RECOVERY_PHASES.map((p) => p.timeframe)).toEqual([
      "First 24 Hours",
      "First Week",
      "First Month",
      "Ongoing",
      "As Needed",
      "Long-term",
    ]);
  });

  it("every figure about scams names the body that measured it, its year, and links the page it was read on", () => {
    const shown: Statistic[] = [
      ...caregiver.CAREGIVER_STATS,
      ...trends.TREND_STATS,
      ...Object.values(MODULE_CONTENT).flatMap((m) => part(m, "statistics")?.items ?? []),
      ...home.HERO_STATS,
      ...PROTECT_HUB.stats,
    ];
    expect(shown.length).toBeGreaterThan(10);
    for (const s of shown) {
      // The one kind of figure without a source: a count of what this site holds ("7 free training modules").
      if (!s.source) {
        expect(s.value, s.label).toMatch(/^\d+$/);
        continue;
      }
      expect(s.source, s.value).toMatch(/FBI|Federal Trade Commission/);
      expect(s.year, s.value).toBeGreaterThanOrEqual(2023);
      // Only a figure read in a news report of the body's data goes without a link, and it says so.
      if (s.url === undefined) expect(s.source, s.value).toMatch(/as reported by/);
      else expect(s.url, s.value).toMatch(/^https:\/\/www\.(ic3\.gov|fbi\.gov|ftc\.gov|aarp\.org)\//);
    }
  });

  it("the examples page and the protection hub count the examples the site holds", () => {
    const held =
      examples.PHONE_EXAMPLES.length + examples.TEXT_EXAMPLES.length + examples.EMAIL_EXAMPLES.length + examples.SOCIAL_EXAMPLES.length;
    const count = (stats: readonly Statistic[]) => stats.find((s) => /typical( scam)? examples/i.test(s.label))?.value;
    expect(count(examples.EXAMPLES_TEXT.stats)).toBe(String(held));
    expect(count(PROTECT_HUB.stats)).toBe(String(held));
    expect(PROTECT_HUB.stats.find((s) => /training modules/.test(s.label))?.value).toBe(String(TRAINING_MODULES.length));
  });

  it("the six 2025 threats carry their agreed badges", () => {
    expect(trends.EMERGING_THREATS.map((t) => t.badge)).toEqual([
      "Critical",
      "High",
      "High Impact",
      "Rising",
      "Growing Losses",
      "Persistent",
    ]);
  });

  it("examples have every tab filled, and the hero counts the examples and the quizzes", () => {
    expect(examples.PHONE_EXAMPLES.length).toBeGreaterThanOrEqual(3);
    for (const list of [examples.TEXT_EXAMPLES, examples.EMAIL_EXAMPLES, examples.SOCIAL_EXAMPLES])
      expect(list.length).toBeGreaterThanOrEqual(3);
    expect(examples.EXAMPLES_TEXT.stats.map((s) => `${s.value} ${s.label}`)).toEqual([
      `${examples.EXAMPLE_COUNT} Typical Examples`,
      `${examples.EXAMPLES_TEXT.testYourKnowledge.quizzes.length} Practice Quizzes`,
    ]);
  });

  it("calls a resource a PDF Guide only when its page offers a PDF", () => {
    // The pages with a PDF: each scam guide (/scam-types/{id}) and the caregiver guide (routes/guides.$file.ts).
    const withPdf = (href: string) =>
      href === "/caregiver-guide" || SCAM_GUIDES.some((g) => href === `/scam-types/${g.id}` && findGuideBySlug(g.id) === g);
    const pdfGuides = resources.SITE_RESOURCES.filter((r) => r.type === "PDF Guide");
    expect(pdfGuides.length).toBeGreaterThan(0);
    for (const r of pdfGuides) expect(withPdf(r.href), r.id).toBe(true);
  });

  it("Florida and National resources are both listed", () => {
    expect(recovery.LOCATION_RESOURCES.Florida.length).toBeGreaterThanOrEqual(3);
    expect(recovery.LOCATION_RESOURCES.National.length).toBeGreaterThanOrEqual(3);
  });
});

describe("every link and number in the content", () => {
  it("uses https addresses", () => {
    const urls: string[] = [];
    walk(ALL_CONTENT, (o) => {
      for (const key of ["url", "website"]) if (typeof o[key] === "string" && o[key] !== "") urls.push(o[key] as string);
    });
    expect(urls.length).toBeGreaterThan(20);
    expect(urls.filter((u) => !u.startsWith("https://"))).toEqual([]);
  });

  it("links only to pages of this site that exist", () => {
    // Words hold links as data typed PageLink (app/lib/page-path.ts), which checks a path's shape but
    // not a parameter: "/scam-types/phone-scams" needs a guide of that slug, so each link is resolved
    // here against the route table (without its catch-all) and, for a route with a parameter, the manifest.
    const toRoute = ({ path, index, children }: RouteConfigEntry): RouteObject =>
      index ? { path, index } : { path, children: children?.map(toRoute) };
    const table = routes.filter((r) => r.path !== "*").map(toRoute);
    const pageUrls = new Set(PAGES.map((p) => p.url));
    const exists = (link: string) => {
      const { pathname } = new URL(link, "https://site.invalid");
      const match = matchRoutes(table, pathname)?.at(-1);
      return match !== undefined && (Object.keys(match.params).length === 0 || pageUrls.has(pathname));
    };
    const links: string[] = [];
    const inProse = (text: string) => {
      for (const [, link] of text.matchAll(/\]\((\/[^)\s]*)\)/g)) links.push(link);
    };
    walk({ ALL_CONTENT, navigation, spanishChrome, home, PROTECT_HUB }, (o) => {
      for (const [key, value] of Object.entries(o)) {
        if (typeof value !== "string") continue;
        if (["to", "href", "link"].includes(key) && value.startsWith("/")) links.push(value);
        inProse(value);
      }
    });
    const posts = new URL("../../app/features/blog/words/posts/", import.meta.url);
    for (const file of readdirSync(posts)) if (file.endsWith(".mdx")) inProse(readFileSync(new URL(file, posts), "utf8"));
    expect(links.length).toBeGreaterThan(60);
    expect(links).toContain("/scam-types/phone-scams");
    expect(links).toContain("/if-targeted");
    expect(links.filter((link) => !exists(link))).toEqual([]);
  });

  it("dials the number it shows", () => {
    const mismatched: string[] = [];
    walk(ALL_CONTENT, (o) => {
      const shown = (o.display ?? o.phone) as string | undefined;
      const tel = o.tel as string | undefined;
      if (!shown || !tel) return;
      const digits = (s: string) => s.replace(/\D/g, "").slice(-10);
      const letters = /[A-Z]{3,}/.test(shown.replace(/\(.*\)/, ""));
      if (!letters && digits(shown) !== digits(tel)) mismatched.push(`${shown} -> ${tel}`);
    });
    expect(mismatched).toEqual([]);
  });
});

describe("registry", () => {
  it("has a page for every module and every guide", () => {
    const urls = PAGES.map((p) => p.url);
    for (const m of TRAINING_MODULES) expect(urls).toContain(`/protect-yourself/${m.slug}`);
    for (const g of SCAM_GUIDES) expect(urls).toContain(`/scam-types/${g.id}`);
  });
});

describe("icons (public/icons.svg)", () => {
  const sprite = readFileSync("public/icons.svg", "utf8");
  const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"><path d="[^"]+"\/><\/symbol>/g)].map((m) => m[1]);

  it("draws every icon a page names, once, and no other", () => {
    expect([...symbols].sort()).toEqual([...ICON_NAMES].sort());
  });

  it("is the file the icon component points at", () => {
    expect(ICON_SPRITE).toBe("/icons.svg");
    expect(existsSync(`public${ICON_SPRITE}`)).toBe(true);
  });
});

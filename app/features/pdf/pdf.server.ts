import { href } from "react-router";
import { CAREGIVER_INTRO, CAREGIVER_MODULES, EMERGENCY_RESPONSE, WARNING_SIGNS } from "~/content/help/caregiver";
import { RECOVERY_CHECKLIST, RECOVERY_INTRO, RECOVERY_PHASES, URGENT_ALERT } from "~/content/help/recovery";
import { EMERGENCY_LINE, SITE_NAME } from "~/content/site";
import type { GuideContent } from "~/content/types";
import { GUIDE_PAGE_WORDS, type GuidePageWords } from "~/content/guides/page-words";
import { LANG_TAG } from "~/lib/i18n";
import { parseNumberedSteps } from "~/features/pages";
import { fontFaces, fontMetrics } from "./font.server";
import { layOut } from "./layout.server";
import type { PdfBlock, PdfModel } from "./model.server";
import { writePdf } from "./writer.server";

export type { PdfModel };

/**
 * Bump when the way a model becomes a PDF changes (layout, font, tagging): stored guide PDFs are
 * keyed by it, so every one is written again.
 */
export const PDF_FORMAT = 2;

/** The opening every large-print document shares: the site's name, the title, the summary and the emergency line. */
export function opening(
  title: string,
  summary: string,
  urgent = `Scam happening now? Call the ${EMERGENCY_LINE.name}: ${EMERGENCY_LINE.display} (${EMERGENCY_LINE.hours}).`,
): PdfBlock[] {
  return [
    { kind: "paragraph", text: SITE_NAME, tone: "small" },
    { kind: "heading", level: 1, text: title },
    { kind: "paragraph", text: summary },
    { kind: "paragraph", text: urgent, tone: "brand" },
  ];
}

/**
 * Every PDF the site makes goes one way: the model is laid out on pages with the font's metrics
 * (pdf-layout.server.ts), and the pages are written as a tagged PDF with the font embedded
 * (pdf-writer.server.ts). See docs/decisions/0020-tagged-pdfs.md.
 */
export async function renderPdf(model: PdfModel): Promise<Uint8Array> {
  const faces = await fontFaces();
  const pages = layOut(model, fontMetrics(faces));
  return writePdf(pages, { title: model.title, subject: model.subject, author: SITE_NAME, lang: model.lang ?? "en-US" }, faces);
}

/**
 * "This guide online: <address>". The site's own address is a link whatever SITE_URL is (the
 * content's addresses are linked only when they are official sites; see linkPieces).
 */
export function onlineAt(label: string, url: string, after = ""): PdfBlock {
  return {
    kind: "paragraph",
    tone: "small",
    text: [{ text: `${label}: ` }, { text: url, uri: url, id: 0 }, ...(after ? [{ text: after }] : [])],
  };
}

function helpSection(words: GuidePageWords["pdf"] = GUIDE_PAGE_WORDS.pdf): PdfBlock[] {
  return [
    { kind: "heading", level: 2, text: words.help },
    { kind: "list", numbered: false, items: words.helpItems },
  ];
}

const h2 = (text: string): PdfBlock => ({ kind: "heading", level: 2, text });
const p = (text: string): PdfBlock => ({ kind: "paragraph", text });
const list = (items: readonly string[], numbered = false): PdfBlock => ({ kind: "list", numbered, items });

/**
 * A scam guide on paper, from the same content as the web page: every section, the emergency
 * line and the official places to report.
 */
export function guideModel(guide: GuideContent, siteUrl: string, words: GuidePageWords = GUIDE_PAGE_WORDS, path?: string): PdfModel {
  return {
    title: guide.title,
    lang: LANG_TAG[words.lang === "es" ? "es" : "en"],
    subject: guide.summary,
    blocks: [
      ...opening(guide.title, guide.summary, words.pdf.urgent),
      h2(words.occurs),
      ...guide.howItOccurs.map(p),
      ...(guide.trends2025 ? [p(`${words.trends}: ${guide.trends2025}`)] : []),
      h2(words.identify),
      list(guide.identification),
      h2(words.examples),
      p(`${words.common}: ${guide.examples.commonScenario}`),
      p(`${words.warning}: ${guide.examples.warningSigns}`),
      p(`${words.prevention}: ${guide.examples.preventionTips}`),
      h2(words.being),
      list(parseNumberedSteps(guide.immediateActions), true),
      h2(words.recovery),
      list(parseNumberedSteps(guide.recoverySteps), true),
      ...helpSection(words.pdf),
      onlineAt(
        words.pdf.online,
        new URL(path ?? href("/scam-types/:slug", { slug: guide.id }), siteUrl).toString(),
        words.pdf.updated.replace("{date}", guide.lastUpdated),
      ),
    ],
  };
}

/** The caregiver guide on paper: warning signs, the five ways to help, the emergency response. */
export function caregiverModel(siteUrl: string): PdfModel {
  return {
    title: CAREGIVER_INTRO.title,
    subject: CAREGIVER_INTRO.intro,
    blocks: [
      ...opening(CAREGIVER_INTRO.title, CAREGIVER_INTRO.intro),
      h2("Warning signs to watch for"),
      ...WARNING_SIGNS.flatMap((group): PdfBlock[] => [{ kind: "heading", level: 3, text: group.category }, list(group.signs)]),
      ...CAREGIVER_MODULES.flatMap((m) => [h2(m.title), p(m.description), list(m.keyPoints)]),
      h2("If a scam is happening: the first 30 minutes"),
      list(EMERGENCY_RESPONSE.first30Minutes, true),
      h2("The first 24 hours"),
      list(EMERGENCY_RESPONSE.first24Hours, true),
      ...helpSection(),
      onlineAt("This guide online", new URL(href("/caregiver-guide"), siteUrl).toString()),
    ],
  };
}

/** The recovery plan on paper: the six phases and the checklists. */
export function recoveryModel(siteUrl: string): PdfModel {
  return {
    title: RECOVERY_INTRO.title,
    subject: RECOVERY_INTRO.intro,
    blocks: [
      ...opening(RECOVERY_INTRO.title, RECOVERY_INTRO.intro),
      p(`${URGENT_ALERT.title} ${URGENT_ALERT.text}`),
      ...RECOVERY_PHASES.flatMap((phase) => [h2(`${phase.title} (${phase.timeframe})`), p(phase.description), list(phase.actions)]),
      ...RECOVERY_CHECKLIST.flatMap((group) => [h2(`Checklist: ${group.title}`), list(group.actions)]),
      ...helpSection(),
      onlineAt("This plan online", new URL(href("/recovery-hub"), siteUrl).toString()),
    ],
  };
}

export const guidePdf = (guide: GuideContent, siteUrl: string) => renderPdf(guideModel(guide, siteUrl));
export const caregiverPdf = (siteUrl: string) => renderPdf(caregiverModel(siteUrl));
export const recoveryPdf = (siteUrl: string) => renderPdf(recoveryModel(siteUrl));

/**
 * The name a generated PDF is stored under: `{slug}.{hash}.pdf`, the hash over the text model, the
 * site address and PDF_FORMAT. New words, a new SITE_URL or a new layout give a new name, so a
 * stale file is never served; the old file stays unused in the bucket.
 */
export async function pdfKey(slug: string, model: PdfModel, siteUrl: string): Promise<string> {
  const input = new TextEncoder().encode(JSON.stringify([PDF_FORMAT, siteUrl, model]));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", input));
  const hex = Array.from(digest.subarray(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
  return `${slug}.${hex}.pdf`;
}

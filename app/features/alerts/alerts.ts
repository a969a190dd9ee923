import type { BadgeVariant } from "~/lib/badges";
import { formatDate } from "~/lib/dates";
import type { FieldErrors, FieldValues } from "~/lib/forms";
import { GUIDE_ORDER } from "~/content/guides/order";
import type { SearchItem } from "~/features/search";
import type { PageLink } from "~/lib/page-path";
import type { Lang } from "~/lib/i18n";
import { SCAM_TYPE_ES, SEVERITY_ES } from "./words/es/labels";

/**
 * Scam alerts (docs/decisions/0018-alerts.md): what an alert is, how its plain-text body becomes paragraphs and lists,
 * and the words shared by its page, its email and the operator's editor.
 */

/** Kinds of scam an alert can be about: each guide's kind, in the guides' order, and "other". */
export const ALERT_SCAM_TYPES = [
  ...GUIDE_ORDER.map(({ slug, kind }) => ({
    id: slug,
    label: kind,
    // Alerts about social media send readers to the fuller 2025 guide.
    guide: (slug === "social-media" ? "/scam-types/social-media-scams-2025" : `/scam-types/${slug}`) satisfies PageLink,
  })),
  { id: "other", label: "Other", guide: null },
] as const;
export type AlertScamType = (typeof ALERT_SCAM_TYPES)[number]["id"];

/** How serious an alert is, in words a reader acts on, and its badge. */
export const ALERT_SEVERITIES = [
  { id: "info", label: "Good to know", badge: "secondary" },
  { id: "warning", label: "Warning", badge: "default" },
  { id: "urgent", label: "Urgent: spreading fast", badge: "destructive" },
] as const satisfies readonly { id: string; label: string; badge: BadgeVariant }[];
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number]["id"];

/** How alerts are sent (app/features/alerts/jobs.server.ts; the queue settings are in wrangler.toml). */
export const ALERT_SENDING = {
  /** Subscribers read per fanout job. */
  fanoutPage: 1000,
  /** Subscribers emailed per deliver job. */
  deliverBatch: 50,
  /** Emails sent at once inside a deliver job; each group is recorded before the next. */
  sendGroup: 10,
  /** Deliveries of one job before its unsent emails are marked failed (max_retries = 5, so 6 in all). */
  maxAttempts: 6,
  queue: "scam-alert-jobs",
  deadLetterQueue: "scam-alert-jobs-dead",
} as const;

export const ALERT_LIMITS = { title: 120, summary: 300, body: 8000, whatToDo: 2000 } as const;

/** How many alerts /alerts lists, newest first, and how many the feed carries. */
export const ALERTS_PER_PAGE = 50;

export interface AlertFields {
  title: string;
  summary: string;
  body: string;
  whatToDo: string;
  scamType: AlertScamType;
  severity: AlertSeverity;
  /** The Spanish version, written by the operator: all four fields, or none (null). */
  titleEs: string | null;
  summaryEs: string | null;
  bodyEs: string | null;
  whatToDoEs: string | null;
}

/** The fields of an alert's words that have a Spanish version. */
export const SPANISH_FIELDS = ["titleEs", "summaryEs", "bodyEs", "whatToDoEs"] as const;

/**
 * The alert in a language: English as written, or its Spanish version in the same fields (and
 * null when it has none), so every page, feed and email shows one language's words.
 */
export function alertIn<A extends PublishedAlert>(alert: A, lang: Lang): A | null {
  if (lang === "en") return alert;
  if (!alert.titleEs || !alert.summaryEs || !alert.bodyEs || !alert.whatToDoEs) return null;
  return { ...alert, title: alert.titleEs, summary: alert.summaryEs, body: alert.bodyEs, whatToDo: alert.whatToDoEs };
}

/** An alert as the public and the emails see it. */
export interface PublishedAlert extends AlertFields {
  slug: string;
  publishedAt: string;
  updatedAt: string;
}

export function scamTypeOf(id: string) {
  return ALERT_SCAM_TYPES.find((t) => t.id === id) ?? ALERT_SCAM_TYPES[ALERT_SCAM_TYPES.length - 1]!;
}

export function severityOf(id: string) {
  return ALERT_SEVERITIES.find((s) => s.id === id) ?? ALERT_SEVERITIES[0];
}

export type BodyBlock = { kind: "paragraph"; text: string } | { kind: "list"; ordered: boolean; items: string[] };

const BULLET = /^\s*[-*•]\s+/;
const NUMBERED = /^\s*\d{1,2}[.)]\s+/;

/**
 * The operator writes plain text: a blank line starts a new paragraph; lines starting with "-", "*"
 * or "•" make a list, and lines starting with "1." a numbered one. Nothing else is markup, so
 * nothing typed can become HTML.
 */
export function parseAlertBody(text: string): BodyBlock[] {
  const blocks: BodyBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length > 0) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
      paragraph = [];
    };
    for (const raw of chunk.split("\n")) {
      const line = raw.trim();
      if (line === "") continue;
      const marker = BULLET.test(line) ? "bullet" : NUMBERED.test(line) ? "number" : null;
      if (marker === null) {
        const last = blocks.at(-1);
        // A line under a list item that is not a new item continues that item.
        if (paragraph.length === 0 && last?.kind === "list" && raw.startsWith(" ")) last.items[last.items.length - 1] += ` ${line}`;
        else paragraph.push(line);
        continue;
      }
      flush();
      const ordered = marker === "number";
      const item = line.replace(ordered ? NUMBERED : BULLET, "");
      const last = blocks.at(-1);
      if (last?.kind === "list" && last.ordered === ordered) last.items.push(item);
      else blocks.push({ kind: "list", ordered, items: [item] });
    }
    flush();
  }
  return blocks;
}

/** "What to do": one step per line, list markers optional. */
export function parseSteps(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trim().replace(BULLET, "").replace(NUMBERED, ""))
    .filter((line) => line !== "");
}

/** An address for a title: lower case, plain letters and digits joined by dashes, at most 80 characters. */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug === "" ? "alert" : slug;
}

/** The first free address: the slug itself, else slug-2, slug-3... */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** An alert's number in an operator address (/admin/alerts/{id}), or null. */
export function alertIdFrom(param: string): number | null {
  return /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

export const ALERT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Typed (PageLink), not built by href(): the Worker tests load this module into workerd, where react-router cannot be loaded alone. */
export function alertPath(slug: string, lang: Lang = "en"): string {
  return lang === "es" ? (`/es/alertas/${slug}` satisfies PageLink) : (`/alerts/${slug}` satisfies PageLink);
}

/** An alert's labels in a language: how serious, and what kind of scam. */
export function alertLabels(alert: Pick<AlertFields, "severity" | "scamType">, lang: Lang): { severity: string; type: string } {
  if (lang === "es") return { severity: SEVERITY_ES[alert.severity], type: SCAM_TYPE_ES[alert.scamType] };
  return { severity: severityOf(alert.severity).label, type: scamTypeOf(alert.scamType).label };
}

/** What a list shows of an alert, worked out on the server so the page carries no alert code. */
export interface AlertTeaser {
  title: string;
  summary: string;
  path: string;
  severity: { label: string; badge: BadgeVariant };
  typeLabel: string;
  publishedAt: string;
  dateLabel: string;
}

/** A list's line for an alert, in the language of `alert`'s words (alertIn) and of the page. */
export function alertTeaser(alert: PublishedAlert, lang: Lang = "en"): AlertTeaser {
  const labels = alertLabels(alert, lang);
  return {
    title: alert.title,
    summary: alert.summary,
    path: alertPath(alert.slug, lang),
    severity: { label: labels.severity, badge: severityOf(alert.severity).badge },
    typeLabel: labels.type,
    publishedAt: alert.publishedAt,
    dateLabel: lang === "es" ? spanishDate(alert.publishedAt) : formatDate(alert.publishedAt),
  };
}

/** "27 de noviembre de 2026". */
export function spanishDate(iso: string): string {
  return new Intl.DateTimeFormat("es-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
}

/** A published alert as a site search result. */
/** A published alert as a site search result; in Spanish, its Spanish version (alertIn), marked as Spanish. */
export function alertSearchItem(alert: PublishedAlert, lang: Lang = "en"): SearchItem {
  const item = { id: alert.slug, type: "alert" as const, title: alert.title, excerpt: alert.summary, url: alertPath(alert.slug, lang) };
  return lang === "es" ? { ...item, category: "Alerta de estafa", lang: "es" } : { ...item, category: "Scam alert" };
}

export type EditorNote = { kind: "done"; tone: "safe" | "destructive"; message: string };

/**
 * What the operator's editor says after a button (app/features/alerts/workflow.server.ts), by name: a
 * new alert carries the name to its own page as `?note=`.
 */
export const EDITOR_NOTES = {
  saved: { kind: "done", tone: "safe", message: "Saved." },
  published: { kind: "done", tone: "safe", message: "Published." },
  unpublished: { kind: "done", tone: "safe", message: "Unpublished. The alert is a draft again and is off the site." },
  queued: { kind: "done", tone: "safe", message: "Sending has started. The counts below show how it goes." },
  already: { kind: "done", tone: "destructive", message: "This alert was already sent. An alert is only ever sent once." },
  notPublished: { kind: "done", tone: "destructive", message: "Publish the alert before sending it." },
  unavailable: {
    kind: "done",
    tone: "destructive",
    message: "Sending could not start just now. Nothing was sent. Please try again in a few minutes.",
  },
} as const satisfies Record<string, EditorNote>;
export type NoteName = keyof typeof EDITOR_NOTES;

type EditorField = keyof AlertFields;

/** The editor's answer: the form back with what to fix, the question before sending, or a note. */
export type EditorResult =
  | { kind: "invalid"; values: FieldValues<EditorField>; errors: FieldErrors<EditorField>; message: string | null }
  | { kind: "confirmSend"; recipients: number }
  | EditorNote;

/** A service failed while saving or sending (the answer is a 503). */
export const EDITOR_NOT_SAVED: EditorNote = {
  kind: "done",
  tone: "destructive",
  message: "The change could not be saved right now. Please try again in a few minutes.",
};

/** A form the editor could not accept, back with its fields as typed and what to fix. */
export function invalidEditor(form: { values: FieldValues; errors: FieldErrors<EditorField>; formError: string | null }): EditorResult {
  const { title, summary, body, whatToDo, scamType, severity, titleEs, summaryEs, bodyEs, whatToDoEs } = form.values;
  return {
    kind: "invalid",
    values: { title, summary, body, whatToDo, scamType, severity, titleEs, summaryEs, bodyEs, whatToDoEs },
    errors: form.errors,
    message: form.formError,
  };
}

/**
 * The emails the alert list sends, as plain text and HTML (docs/decisions/0018-alerts.md): large type, high contrast,
 * no images, no tracking, the Elder Fraud Hotline and the unsubscribe link in every one. Each is
 * written in the subscriber's language (words/emails.ts, words/es/emails.ts).
 */
import { escapeXml as escapeHtml } from "~/lib/feeds";
import { parseAlertBody, parseSteps, type PublishedAlert } from "./alerts";
import { EMAIL_WORDS, type EmailWords } from "./words/emails";

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface EmailFacts {
  siteName: string;
  siteUrl: string;
  hotline: { name: string; display: string; tel: string; hours: string };
}

/** An alert's labels in the email's language: how serious, and what kind of scam. */
export interface AlertLabels {
  severity: string;
  type: string;
}

const COLORS = { text: "#111111", link: "#0b3d91", muted: "#333333", rule: "#767676", box: "#fff4d6" } as const;

/** Fills {name} slots. */
function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => String(values[name] ?? slot));
}

function link(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}" style="color:${COLORS.link};text-decoration:underline;">${escapeHtml(label)}</a>`;
}

function paragraph(html: string, extra = ""): string {
  return `<p style="margin:0 0 18px 0;font-size:20px;line-height:1.6;color:${COLORS.text};${extra}">${html}</p>`;
}

function list(items: readonly string[], ordered: boolean): string {
  const tag = ordered ? "ol" : "ul";
  const lis = items.map((i) => `<li style="margin:0 0 10px 0;">${escapeHtml(i)}</li>`).join("");
  return `<${tag} style="margin:0 0 18px 0;padding-left:28px;font-size:20px;line-height:1.6;color:${COLORS.text};">${lis}</${tag}>`;
}

function hotlineHtml(facts: EmailFacts, words: EmailWords): string {
  const { hotline } = facts;
  const call = escapeHtml(fill(words.hotline.call, { name: hotline.name }));
  return paragraph(
    `<strong>${escapeHtml(words.hotline.ask)}</strong> ${call} ${link(`tel:${hotline.tel}`, hotline.display)} (${escapeHtml(hotline.hours)}).`,
  );
}

function hotlineText(facts: EmailFacts, words: EmailWords): string {
  const { hotline } = facts;
  return `${words.hotline.ask} ${fill(words.hotline.call, { name: hotline.name })} ${hotline.display} (${hotline.hours}).`;
}

/** The frame of every email: a white page, 20 px text, the footer with why they got it. */
function htmlDocument(title: string, body: string, footer: string, lang: string): string {
  return [
    "<!doctype html>",
    `<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="color-scheme" content="light"><title>${escapeHtml(title)}</title></head>`,
    `<body style="margin:0;padding:0;background:#ffffff;color:${COLORS.text};font-family:Arial,Helvetica,sans-serif;">`,
    '<div style="max-width:640px;margin:0 auto;padding:24px 20px;">',
    body,
    `<hr style="border:0;border-top:2px solid ${COLORS.rule};margin:28px 0;">`,
    `<div style="font-size:18px;line-height:1.6;color:${COLORS.muted};">${footer}</div>`,
    "</div></body></html>",
  ].join("\n");
}

function heading(text: string): string {
  return `<h1 style="margin:0 0 18px 0;font-size:30px;line-height:1.3;color:${COLORS.text};">${escapeHtml(text)}</h1>`;
}

function subheading(text: string): string {
  return `<h2 style="margin:28px 0 14px 0;font-size:24px;line-height:1.3;color:${COLORS.text};">${escapeHtml(text)}</h2>`;
}

/** A sentence with the site's name as a link in its {site} slot. */
function withSiteLink(sentence: string, facts: EmailFacts): string {
  const [before = "", after = ""] = sentence.split("{site}");
  return `${escapeHtml(before)}${link(facts.siteUrl, facts.siteName)}${escapeHtml(after)}`;
}

function footerHtml(facts: EmailFacts, unsubscribeUrl: string, words: EmailWords): string {
  return [
    `<p style="margin:0 0 12px 0;">${withSiteLink(words.footer.why, facts)}</p>`,
    `<p style="margin:0;"><strong>${link(unsubscribeUrl, words.footer.stop)}</strong>: ${escapeHtml(words.footer.stopHow)}.</p>`,
  ].join("");
}

function footerText(facts: EmailFacts, unsubscribeUrl: string, words: EmailWords): string {
  return `${fill(words.footer.why, { site: `${facts.siteName} (${facts.siteUrl})` })}\n${words.footer.stop} (${words.footer.stopHow}): ${unsubscribeUrl}`;
}

/** The plain-text email's last lines: the hotline, then the footer after the "--" signature line. */
function closingText(facts: EmailFacts, unsubscribeUrl: string, words: EmailWords): string[] {
  return [hotlineText(facts, words), "", "--", footerText(facts, unsubscribeUrl, words), ""];
}

/**
 * One published alert, as sent to a confirmed subscriber, in `words`' language; `alert` holds that
 * language's version. `onlyEnglish` says above it when a reader of another language gets it in English.
 */
export function alertEmail(
  alert: PublishedAlert,
  links: { page: string; unsubscribe: string },
  facts: EmailFacts,
  labels: AlertLabels,
  words: EmailWords = EMAIL_WORDS,
  onlyEnglish = false,
): EmailContent {
  const blocks = parseAlertBody(alert.body);
  const steps = parseSteps(alert.whatToDo);
  const subject = fill(words.alert.subject, { title: alert.title });
  const note = onlyEnglish && words.alert.onlyEnglish ? words.alert.onlyEnglish : null;

  const bodyHtml = blocks.map((b) => (b.kind === "paragraph" ? paragraph(escapeHtml(b.text)) : list(b.items, b.ordered))).join("\n");
  const html = htmlDocument(
    subject,
    [
      ...(note ? [paragraph(`<strong>${escapeHtml(note)}</strong>`)] : []),
      paragraph(`<strong>${escapeHtml(labels.severity)}</strong> · ${escapeHtml(labels.type)}`, "font-size:18px;"),
      // An alert in English sent with another language's frame says which language its words are.
      onlyEnglish ? '<div lang="en">' : "",
      heading(alert.title),
      paragraph(`<strong>${escapeHtml(alert.summary)}</strong>`),
      bodyHtml,
      onlyEnglish ? "</div>" : "",
      `<div style="background:${COLORS.box};border:2px solid ${COLORS.text};border-radius:8px;padding:16px 18px;margin:0 0 18px 0;">`,
      subheading(words.alert.whatToDo),
      onlyEnglish ? `<div lang="en">${list(steps, true)}</div>` : list(steps, true),
      "</div>",
      hotlineHtml(facts, words),
      paragraph(link(links.page, words.alert.readOnline)),
    ].join("\n"),
    footerHtml(facts, links.unsubscribe, words),
    words.lang,
  );

  const bodyText = blocks
    .map((b) => (b.kind === "paragraph" ? b.text : b.items.map((item, i) => (b.ordered ? `${i + 1}. ${item}` : `- ${item}`)).join("\n")))
    .join("\n\n");
  const text = [
    ...(note ? [note, ""] : []),
    `${labels.severity} · ${labels.type}`,
    "",
    alert.title.toUpperCase(),
    "",
    alert.summary,
    "",
    bodyText,
    "",
    words.alert.whatToDo.toUpperCase(),
    steps.map((s, i) => `${i + 1}. ${s}`).join("\n"),
    "",
    hotlineText(facts, words),
    "",
    `${words.alert.readOnline}: ${links.page}`,
    "",
    "--",
    footerText(facts, links.unsubscribe, words),
    "",
  ].join("\n");
  return { subject, text, html };
}

/** The subject of the double opt-in email; the sign-up's answer tells the reader to look for it. */
export const CONFIRM_SUBJECT = EMAIL_WORDS.confirm.subject;

/** The double opt-in email: one link that starts the alerts, and what to do if it was not them. */
export function confirmEmail(
  links: { confirm: string; unsubscribe: string },
  facts: EmailFacts,
  validDays: number,
  words: EmailWords = EMAIL_WORDS,
): EmailContent {
  const { confirm } = words;
  const subject = confirm.subject;
  const notYou = fill(confirm.notYou, { days: validDays });
  const html = htmlDocument(
    subject,
    [
      heading(confirm.heading),
      paragraph(escapeHtml(fill(confirm.asked, { site: facts.siteName }))),
      paragraph(
        `<a href="${escapeHtml(links.confirm)}" style="display:inline-block;background:#0b3d91;color:#ffffff;font-size:22px;font-weight:bold;text-decoration:none;padding:14px 22px;border-radius:8px;">${escapeHtml(confirm.button)}</a>`,
      ),
      paragraph(escapeHtml(fill(confirm.worksFor, { days: validDays }))),
      paragraph(escapeHtml(links.confirm), "word-break:break-all;"),
      paragraph(escapeHtml(notYou)),
      hotlineHtml(facts, words),
    ].join("\n"),
    [
      `<p style="margin:0 0 12px 0;">${withSiteLink(confirm.sentBy, facts)}</p>`,
      `<p style="margin:0;">${escapeHtml(confirm.removeNow)} <strong>${link(links.unsubscribe, confirm.remove)}</strong>.</p>`,
    ].join(""),
    words.lang,
  );
  const text = [
    confirm.heading.toUpperCase(),
    "",
    fill(confirm.asked, { site: facts.siteName }),
    "",
    fill(confirm.openLink, { days: validDays }),
    links.confirm,
    "",
    notYou,
    `${confirm.removeNow} ${links.unsubscribe}`,
    "",
    hotlineText(facts, words),
    "",
  ].join("\n");
  return { subject, text, html };
}

/** Sent once, after confirming: what to expect, and how to leave. */
export function welcomeEmail(
  links: { alerts: string; unsubscribe: string },
  facts: EmailFacts,
  words: EmailWords = EMAIL_WORDS,
): EmailContent {
  const { welcome } = words;
  const subject = welcome.subject;
  const html = htmlDocument(
    subject,
    [
      heading(welcome.subject),
      ...welcome.lines.map((l) => paragraph(escapeHtml(l))),
      paragraph(link(links.alerts, welcome.latest)),
      hotlineHtml(facts, words),
    ].join("\n"),
    footerHtml(facts, links.unsubscribe, words),
    words.lang,
  );
  const text = [
    welcome.subject.toUpperCase(),
    "",
    ...welcome.lines.flatMap((l) => [l, ""]),
    `${welcome.latest}: ${links.alerts}`,
    "",
    ...closingText(facts, links.unsubscribe, words),
  ].join("\n");
  return { subject, text, html };
}

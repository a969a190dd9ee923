/**
 * The emails the alert list sends, as plain text and HTML (docs/decisions/0018-alerts.md): large type, high contrast,
 * no images, no tracking, the Elder Fraud Hotline and the unsubscribe link in every one.
 */
import { escapeXml as escapeHtml } from "~/lib/feeds";
import { parseAlertBody, parseSteps, type PublishedAlert, scamTypeOf, severityOf } from "./alerts";

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

const COLORS = { text: "#111111", link: "#0b3d91", muted: "#333333", rule: "#767676", box: "#fff4d6" } as const;

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

function hotlineHtml(facts: EmailFacts): string {
  const { hotline } = facts;
  return paragraph(
    `<strong>Need help now?</strong> Call the ${escapeHtml(hotline.name)}, free: ${link(`tel:${hotline.tel}`, hotline.display)} (${escapeHtml(hotline.hours)}).`,
  );
}

function hotlineText(facts: EmailFacts): string {
  const { hotline } = facts;
  return `Need help now? Call the ${hotline.name}, free: ${hotline.display} (${hotline.hours}).`;
}

/** The frame of every email: a white page, 20 px text, the footer with why they got it. */
function htmlDocument(title: string, body: string, footer: string): string {
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
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

function footerHtml(facts: EmailFacts, unsubscribeUrl: string): string {
  return [
    `<p style="margin:0 0 12px 0;">You get this email because you signed up for free scam alerts from ${link(facts.siteUrl, facts.siteName)}.</p>`,
    `<p style="margin:0;"><strong>${link(unsubscribeUrl, "Stop these emails")}</strong>: one click, no sign-in.</p>`,
  ].join("");
}

function footerText(facts: EmailFacts, unsubscribeUrl: string): string {
  return `You get this email because you signed up for free scam alerts from ${facts.siteName} (${facts.siteUrl}).\nStop these emails (one click, no sign-in): ${unsubscribeUrl}`;
}

/** The plain-text email's last lines: the hotline, then the footer after the "--" signature line. */
function closingText(facts: EmailFacts, unsubscribeUrl: string): string[] {
  return [hotlineText(facts), "", "--", footerText(facts, unsubscribeUrl), ""];
}

/** One published alert, as sent to a confirmed subscriber. */
export function alertEmail(alert: PublishedAlert, links: { page: string; unsubscribe: string }, facts: EmailFacts): EmailContent {
  const severity = severityOf(alert.severity);
  const type = scamTypeOf(alert.scamType);
  const blocks = parseAlertBody(alert.body);
  const steps = parseSteps(alert.whatToDo);
  const subject = `Scam alert: ${alert.title}`;

  const bodyHtml = blocks.map((b) => (b.kind === "paragraph" ? paragraph(escapeHtml(b.text)) : list(b.items, b.ordered))).join("\n");
  const html = htmlDocument(
    subject,
    [
      paragraph(`<strong>${escapeHtml(severity.label)}</strong> · ${escapeHtml(type.label)}`, "font-size:18px;"),
      heading(alert.title),
      paragraph(`<strong>${escapeHtml(alert.summary)}</strong>`),
      bodyHtml,
      `<div style="background:${COLORS.box};border:2px solid ${COLORS.text};border-radius:8px;padding:16px 18px;margin:0 0 18px 0;">`,
      subheading("What to do"),
      list(steps, true),
      "</div>",
      hotlineHtml(facts),
      paragraph(link(links.page, "Read this alert on our website")),
    ].join("\n"),
    footerHtml(facts, links.unsubscribe),
  );

  const bodyText = blocks
    .map((b) => (b.kind === "paragraph" ? b.text : b.items.map((item, i) => (b.ordered ? `${i + 1}. ${item}` : `- ${item}`)).join("\n")))
    .join("\n\n");
  const text = [
    `${severity.label} · ${type.label}`,
    "",
    alert.title.toUpperCase(),
    "",
    alert.summary,
    "",
    bodyText,
    "",
    "WHAT TO DO",
    steps.map((s, i) => `${i + 1}. ${s}`).join("\n"),
    "",
    hotlineText(facts),
    "",
    `Read this alert on our website: ${links.page}`,
    "",
    "--",
    footerText(facts, links.unsubscribe),
    "",
  ].join("\n");
  return { subject, text, html };
}

/** The subject of the double opt-in email; the sign-up's answer tells the reader to look for it. */
export const CONFIRM_SUBJECT = "Please confirm your scam alerts";

/** The double opt-in email: one link that starts the alerts, and what to do if it was not them. */
export function confirmEmail(links: { confirm: string; unsubscribe: string }, facts: EmailFacts, validDays: number): EmailContent {
  const subject = CONFIRM_SUBJECT;
  const notYou = `If you did not ask for scam alerts, ignore this email. We will not email you again, and we delete your address in ${validDays} days.`;
  const removeNow = "To remove your address now instead:";
  const html = htmlDocument(
    subject,
    [
      heading("One more step"),
      paragraph(`Someone, we hope you, asked for free scam alerts from ${escapeHtml(facts.siteName)} at this address.`),
      paragraph(
        `<a href="${escapeHtml(links.confirm)}" style="display:inline-block;background:#0b3d91;color:#ffffff;font-size:22px;font-weight:bold;text-decoration:none;padding:14px 22px;border-radius:8px;">Yes, send me scam alerts</a>`,
      ),
      paragraph(`The link works for ${validDays} days. If the button does not work, copy this link into your browser:`),
      paragraph(escapeHtml(links.confirm), "word-break:break-all;"),
      paragraph(escapeHtml(notYou)),
      hotlineHtml(facts),
    ].join("\n"),
    [
      `<p style="margin:0 0 12px 0;">This email was sent by ${link(facts.siteUrl, facts.siteName)} because the address was typed into our sign-up form.</p>`,
      `<p style="margin:0;">${escapeHtml(removeNow)} <strong>${link(links.unsubscribe, "remove my address")}</strong>.</p>`,
    ].join(""),
  );
  const text = [
    "ONE MORE STEP",
    "",
    `Someone, we hope you, asked for free scam alerts from ${facts.siteName} at this address.`,
    "",
    `To start your alerts, open this link (it works for ${validDays} days):`,
    links.confirm,
    "",
    notYou,
    `${removeNow} ${links.unsubscribe}`,
    "",
    hotlineText(facts),
    "",
  ].join("\n");
  return { subject, text, html };
}

/** Sent once, after confirming: what to expect, and how to leave. */
export function welcomeEmail(links: { alerts: string; unsubscribe: string }, facts: EmailFacts): EmailContent {
  const subject = "Your scam alerts are on";
  const lines = [
    "Thank you for signing up. We will email you when a new scam starts spreading, with plain steps to stay safe.",
    "We never ask for money, passwords or codes. An email that does is not from us.",
  ];
  const html = htmlDocument(
    subject,
    [
      heading("Your scam alerts are on"),
      ...lines.map((l) => paragraph(escapeHtml(l))),
      paragraph(link(links.alerts, "See the latest alerts")),
      hotlineHtml(facts),
    ].join("\n"),
    footerHtml(facts, links.unsubscribe),
  );
  const text = [
    "YOUR SCAM ALERTS ARE ON",
    "",
    ...lines.flatMap((l) => [l, ""]),
    `See the latest alerts: ${links.alerts}`,
    "",
    ...closingText(facts, links.unsubscribe),
  ].join("\n");
  return { subject, text, html };
}

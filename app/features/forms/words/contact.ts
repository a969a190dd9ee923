import type { Helpline } from "~/features/help-now";
import { HELPLINES } from "~/features/help-now";
import { EMERGENCY_LINE } from "~/content/site";

/** The contact page's words. */
export const CONTACT_PAGE = {
  title: "Contact Us and Get Help",
  intro: "Ask a question, tell us about a scam, or get help with something happening right now. A real person reads every message.",
  formButton: "Write to us",
  reply: "We reply by email within 24 hours.",
  emergency: {
    title: "Is a scam happening right now?",
    text: "Stop. Do not pay anything. Hang up or close the message, then call:",
    line: "National Elder Fraud Hotline, {{fact:elderFraudHotlineHours}}.",
    callName: "Call the National Elder Fraud Hotline: {{fact:elderFraudHotline}}",
    afterHours:
      "Outside those hours: call your bank on the number on your card, and report the scam any time at {{fact:reportFraudSite}}. If you are in danger, or someone is at your door demanding money, call 911.",
  },
  /** Business hours Mon-Fri 9-6, Sat 10-4, Sun closed. */
  hours: [
    { days: "Monday to Friday", time: "9 a.m. to 6 p.m. Eastern Time" },
    { days: "Saturday", time: "10 a.m. to 4 p.m. Eastern Time" },
    { days: "Sunday", time: "Closed" },
  ],
  where: "We are an online service run by volunteers. We do not have an office open to visitors, and we will never visit you at home.",
  howWeHelp: [
    "Tell you, in plain words, whether a call, letter, text or email looks like a scam.",
    "Walk you through the first steps if you lost money or shared personal details.",
    "Point you to the right official place to report it: the FTC, the FBI, your bank or your state.",
    "Help families find the right words to talk to a parent or grandparent about scams.",
    "Fix problems with this website, like a link that does not work.",
  ],
  never: "We will never ask for money, gift cards, passwords, bank details or your Social Security number.",
  unavailable:
    "We could not send your message just now. Nothing you typed was lost: please try again in a few minutes. If a scam is happening right now, call the number at the top of this page.",
  tooMany: `You have sent several messages in a short time. Please wait 10 minutes and try again. If a scam is happening right now, call the ${EMERGENCY_LINE.name}: ${EMERGENCY_LINE.display} (${EMERGENCY_LINE.shortHours}).`,
  success: (firstName: string) => `Thank you, ${firstName}. We received your message and will reply by email within 24 hours.`,
  /**
   * "Get Help with Current Scam": a reply by email is too slow for a scam happening now, so the
   * page says who to call, at once, instead of promising a reply (the reply within 24 hours stays for
   * the other topics).
   */
  currentScam: {
    callNow: "A scam happening now cannot wait for an email. Call now:",
    plan: "Get your own plan now",
    planAfter: ": what to do first and whom to call.",
    stillWrite: "You can still write to us below. We will answer by email.",
    success: (firstName: string) =>
      `Thank you, ${firstName}. We received your message and will answer by email. A scam happening now cannot wait for that. Please call now:`,
  },
} as const;

export type CallNowLine = Pick<Helpline, "id" | "name" | "display" | "tel" | "hoursText">;

/**
 * The helplines for a scam happening now, with their hours: the help data's own
 * (app/features/help-now/words/helplines.ts), sent by the loader so the page's script does not carry them.
 */
export function callNowLines(): CallNowLine[] {
  return HELPLINES.filter((line) => line.fraudHelp).map(({ id, name, display, tel, hoursText }) => ({ id, name, display, tel, hoursText }));
}

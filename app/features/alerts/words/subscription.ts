/**
 * What the confirm and unsubscribe pages say, in English; the Spanish twin is
 * words/es/subscription.ts (the pages a Spanish reader's email links to, /es/alertas/...).
 */
import type { Translation } from "~/lib/i18n";
import { CONFIRMATION_DAYS, RETENTION_DAYS } from "~/lib/retention";

/** What the sign-up, confirm and unsubscribe pages say. */
export const SUBSCRIPTION_TEXT = {
  confirmedTitle: "Thank you. Your scam alerts are on.",
  confirmedText: "We will email you when a new scam starts spreading. Every email has a link to stop the alerts.",
  alreadyConfirmedTitle: "You are already signed up",
  alreadyConfirmedText: "This link was used before. Your scam alerts are on. There is nothing more to do.",
  expiredTitle: "This link has expired",
  expiredText: `Links to confirm work for ${CONFIRMATION_DAYS} days. Please sign up again and we will send you a new link.`,
  badLinkTitle: "This link does not work",
  badLinkText: "Part of the link may be missing. Please copy the whole link from the email, or sign up again.",
  unsubscribeTitle: "Stop scam alerts",
  unsubscribeIntro: "Press the button to stop the emails. You do not need to sign in.",
  unsubscribeButton: "Stop my scam alerts",
  deleteButton: "Delete my email address",
  unsubscribedTitle: "You will get no more scam alerts",
  unsubscribedText: `We stopped the emails. We keep your address for ${RETENTION_DAYS.unsubscribed} days so an alert already on its way is not sent, then we delete it. You can delete it now instead.`,
  deletedTitle: "Your email address is deleted",
  deletedText: "We removed your address and the record of the alerts we sent you. We will not email you again.",
  unknownTitle: "We could not find this sign-up",
  unknownText:
    "This link does not match any address on our list. The address may already be deleted, and then no more alerts are sent to it.",
  confirmUnavailableTitle: "We could not confirm just now",
  confirmUnavailableText: "Please open the link again in a few minutes. It still works.",
  unavailableTitle: "This cannot be done just now",
  unavailableText: "Please try the link again in a few minutes. It keeps working. You can also call or write to us from the Contact page.",
  alertsTo: "Scam alerts to",
  alreadyStopped: "These emails are already stopped.",
  removeAll: "You can also remove your address from our list completely. We then keep nothing about you.",
  latest: "See the latest scam alerts",
  latestPath: "/alerts",
  home: "Go to the home page",
  homePath: "/",
} as const;

export type SubscriptionWords = Translation<typeof SUBSCRIPTION_TEXT>;

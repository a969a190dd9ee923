import { data } from "react-router";
import { SubscriptionMessage } from "~/features/alerts/ui/subscription-message";
import { SUBSCRIPTION_TEXT } from "~/features/alerts/alerts";
import { pageMeta } from "~/lib/route-meta";
import { checkConfirmCode } from "~/features/alerts/links.server";
import { confirmSubscriber } from "~/features/alerts/subscribers.server";
import { getServices } from "~/server/context.server";
import { logFault } from "~/server/route.server";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";
import type { Route } from "./+types/alerts.confirm";

type Outcome = "confirmed" | "already" | "expired" | "tampered" | "unknown" | "unavailable";
const STATUS: Record<Outcome, number> = { confirmed: 200, already: 200, expired: 410, tampered: 400, unknown: 404, unavailable: 503 };

/** The link in the confirmation email: the first visit starts the alerts and sends the welcome email. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, queue, secrets, clock } = getServices(context);
  const page = pageData("/alerts/confirm");
  const reply = (outcome: Outcome) => data({ ...page, outcome }, { status: STATUS[outcome] });
  const now = clock.now();
  const check = await checkConfirmCode(secrets.emailLinkSecret, new URL(request.url).searchParams.get("c"), now);
  if (!check.ok) return reply(check.problem);
  try {
    const { outcome, job } = await confirmSubscriber(db, check.token, now);
    if (job) {
      // The person is confirmed either way; a welcome that cannot be queued is only logged.
      await queue.send([job]).catch((error) => logFault("welcome email queue", error));
    }
    return reply(outcome);
  } catch (error) {
    logFault("confirm sign-up", error);
    return reply("unavailable");
  }
}

export const meta = pageMeta;
export const headers = pageHeaders("/alerts/confirm");

const WORDS: Record<Outcome, { title: string; text: string }> = {
  confirmed: { title: SUBSCRIPTION_TEXT.confirmedTitle, text: SUBSCRIPTION_TEXT.confirmedText },
  already: { title: SUBSCRIPTION_TEXT.alreadyConfirmedTitle, text: SUBSCRIPTION_TEXT.alreadyConfirmedText },
  expired: { title: SUBSCRIPTION_TEXT.expiredTitle, text: SUBSCRIPTION_TEXT.expiredText },
  tampered: { title: SUBSCRIPTION_TEXT.badLinkTitle, text: SUBSCRIPTION_TEXT.badLinkText },
  unknown: { title: SUBSCRIPTION_TEXT.unknownTitle, text: SUBSCRIPTION_TEXT.unknownText },
  unavailable: { title: "We could not confirm just now", text: "Please open the link again in a few minutes. It still works." },
};

export default function ConfirmPage({ loaderData }: Route.ComponentProps) {
  const { outcome } = loaderData;
  const words = WORDS[outcome];
  return (
    <SubscriptionMessage title={words.title} text={words.text} tone={outcome === "confirmed" || outcome === "already" ? "safe" : "info"} />
  );
}

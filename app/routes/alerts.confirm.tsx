import { data } from "react-router";
import { SubscriptionMessage } from "~/features/alerts/ui/subscription-message";
import { SUBSCRIPTION_TEXT_BY_LANG } from "~/features/alerts/words/languages";
import type { SubscriptionWords } from "~/features/alerts/words/subscription";
import { registryPath } from "~/lib/dates";
import { langOfPath } from "~/lib/i18n";
import { pageMeta } from "~/lib/route-meta";
import { checkConfirmCode } from "~/features/alerts/links.server";
import { confirmSubscriber } from "~/features/alerts/subscribers.server";
import { getServices } from "~/server/context.server";
import { logFault } from "~/server/route.server";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";
import type { Route } from "./+types/alerts.confirm";

type Outcome = "confirmed" | "already" | "expired" | "tampered" | "unknown" | "unavailable";
const STATUS: Record<Outcome, number> = { confirmed: 200, already: 200, expired: 410, tampered: 400, unknown: 404, unavailable: 503 };

/**
 * The link in the confirmation email: the first visit starts the alerts and sends the welcome email.
 * One module for /alerts/confirm and a Spanish reader's /es/alertas/confirmar (app/routes.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, queue, secrets, clock } = getServices(context);
  const path = registryPath(new URL(request.url).pathname);
  const page = pageData(path, SUBSCRIPTION_TEXT_BY_LANG[langOfPath(path)]);
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

/** Each outcome's heading and words. */
function said(outcome: Outcome, words: SubscriptionWords): { title: string; text: string } {
  switch (outcome) {
    case "confirmed":
      return { title: words.confirmedTitle, text: words.confirmedText };
    case "already":
      return { title: words.alreadyConfirmedTitle, text: words.alreadyConfirmedText };
    case "expired":
      return { title: words.expiredTitle, text: words.expiredText };
    case "tampered":
      return { title: words.badLinkTitle, text: words.badLinkText };
    case "unknown":
      return { title: words.unknownTitle, text: words.unknownText };
    default:
      return { title: words.confirmUnavailableTitle, text: words.confirmUnavailableText };
  }
}

export default function ConfirmPage({ loaderData }: Route.ComponentProps) {
  const { outcome, words } = loaderData;
  const { title, text } = said(outcome, words);
  return (
    <SubscriptionMessage
      title={title}
      text={text}
      words={words}
      tone={outcome === "confirmed" || outcome === "already" ? "safe" : "info"}
    />
  );
}

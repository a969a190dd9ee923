import { data, Form } from "react-router";
import { SubscriptionMessage } from "~/features/alerts/ui/subscription-message";
import { SUBSCRIPTION_TEXT_BY_LANG } from "~/features/alerts/words/languages";
import type { SubscriptionWords } from "~/features/alerts/words/subscription";
import { registryPath } from "~/lib/dates";
import { langOfPath } from "~/lib/i18n";
import { pageMeta } from "~/lib/route-meta";
import { unsubscribeForm } from "~/features/alerts/schema";
import { isToken } from "~/features/alerts/links.server";
import { deleteSubscriber, subscriberByToken, unsubscribe } from "~/features/alerts/subscribers.server";
import { getServices } from "~/server/context.server";
import { readSubmission } from "~/server/request.server";
import { logFault } from "~/server/route.server";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";
import type { Route } from "./+types/alerts.unsubscribe";

type State = "ask" | "unsubscribed" | "deleted" | "unknown" | "unavailable";
const STATUS: Record<State, number> = { ask: 200, unsubscribed: 200, deleted: 200, unknown: 404, unavailable: 503 };

/** "m•••@example.org": enough for a person to know it is theirs, not enough for anyone else. */
function masked(email: string): string {
  const [name = "", domain = ""] = email.split("@");
  return `${name.slice(0, 1)}•••@${domain}`;
}

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("t");

// One module for /alerts/unsubscribe and a Spanish reader's /es/alertas/baja (app/routes.ts).
function pageOf(request: Request) {
  const path = registryPath(new URL(request.url).pathname);
  return pageData(path, SUBSCRIPTION_TEXT_BY_LANG[langOfPath(path)]);
}

/** The link in every email: shows whose alerts stop, and the two buttons. No sign-in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageOf(request);
  const token = tokenOf(request);
  const reply = (state: State, address: string | null = null, left = false) =>
    data({ ...page, state, address, left }, { status: STATUS[state] });
  if (!isToken(token)) return reply("unknown");
  try {
    const subscriber = await subscriberByToken(getServices(context).db, token);
    if (!subscriber) return reply("unknown");
    return reply("ask", masked(subscriber.email), subscriber.unsubscribedAt !== null);
  } catch (error) {
    logFault("unsubscribe page", error);
    return reply("unavailable");
  }
}

/**
 * Stops the alerts or deletes the address. Mail programs POST here with only
 * "List-Unsubscribe=One-Click" and no cookie (RFC 8058); the page's buttons say which they mean.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const page = pageOf(request);
  const reply = (state: State) => data({ ...page, state, address: null, left: state !== "unknown" }, { status: STATUS[state] });
  const token = tokenOf(request);
  const submission = await readSubmission(request, unsubscribeForm, 2048);
  if (!isToken(token)) return reply("unknown");
  const intent = submission.ok ? submission.data.intent : "unsubscribe";
  const { db, clock } = getServices(context);
  try {
    if (intent === "delete") return reply((await deleteSubscriber(db, token)) ? "deleted" : "unknown");
    return reply((await unsubscribe(db, token, clock.now())) ? "unsubscribed" : "unknown");
  } catch (error) {
    logFault("unsubscribe", error);
    return reply("unavailable");
  }
}

/** After a button the action's answer is the whole page: the loader would only say the address is gone. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: { formMethod?: string; defaultShouldRevalidate: boolean }) {
  return formMethod ? false : defaultShouldRevalidate;
}
export const meta = pageMeta;
export const headers = pageHeaders("/alerts/unsubscribe");

function DeleteButton({ words }: { words: SubscriptionWords }) {
  return (
    <Form method="post" className="mt-6">
      <input type="hidden" name="intent" value="delete" />
      <button type="submit" className="btn-secondary whitespace-normal">
        {words.deleteButton}
      </button>
    </Form>
  );
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { state, address, left, words } = actionData ?? loaderData;
  if (state === "unsubscribed")
    return (
      <SubscriptionMessage title={words.unsubscribedTitle} text={words.unsubscribedText} words={words} tone="safe">
        <DeleteButton words={words} />
      </SubscriptionMessage>
    );
  if (state === "deleted") return <SubscriptionMessage title={words.deletedTitle} text={words.deletedText} words={words} tone="safe" />;
  if (state === "unknown") return <SubscriptionMessage title={words.unknownTitle} text={words.unknownText} words={words} tone="info" />;
  if (state === "unavailable")
    return <SubscriptionMessage title={words.unavailableTitle} text={words.unavailableText} words={words} tone="info" />;
  return (
    <div className="container-page max-w-2xl py-12">
      <h1 className="text-4xl">{words.unsubscribeTitle}</h1>
      <p className="mt-4 text-xl">
        {words.alertsTo} <strong>{address}</strong>. {left ? words.alreadyStopped : words.unsubscribeIntro}
      </p>
      {left ? null : (
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value="unsubscribe" />
          <button type="submit" className="btn-primary whitespace-normal">
            {words.unsubscribeButton}
          </button>
        </Form>
      )}
      <p className="mt-8 text-lg">{words.removeAll}</p>
      <DeleteButton words={words} />
    </div>
  );
}

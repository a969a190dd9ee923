import { data, Form } from "react-router";
import { SubscriptionMessage } from "~/features/alerts/ui/subscription-message";
import { SUBSCRIPTION_TEXT } from "~/features/alerts/alerts";
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

/** The link in every email: shows whose alerts stop, and the two buttons. No sign-in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageData("/alerts/unsubscribe");
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
  const page = pageData("/alerts/unsubscribe");
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

function DeleteButton() {
  return (
    <Form method="post" className="mt-6">
      <input type="hidden" name="intent" value="delete" />
      <button type="submit" className="btn-secondary whitespace-normal">
        {SUBSCRIPTION_TEXT.deleteButton}
      </button>
    </Form>
  );
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { state, address, left } = actionData ?? loaderData;
  if (state === "unsubscribed")
    return (
      <SubscriptionMessage title={SUBSCRIPTION_TEXT.unsubscribedTitle} text={SUBSCRIPTION_TEXT.unsubscribedText} tone="safe">
        <DeleteButton />
      </SubscriptionMessage>
    );
  if (state === "deleted")
    return <SubscriptionMessage title={SUBSCRIPTION_TEXT.deletedTitle} text={SUBSCRIPTION_TEXT.deletedText} tone="safe" />;
  if (state === "unknown")
    return <SubscriptionMessage title={SUBSCRIPTION_TEXT.unknownTitle} text={SUBSCRIPTION_TEXT.unknownText} tone="info" />;
  if (state === "unavailable")
    return (
      <SubscriptionMessage
        title="This cannot be done just now"
        text="Please try the link again in a few minutes. It keeps working. You can also call or write to us from the Contact page."
        tone="info"
      />
    );
  return (
    <div className="container-page max-w-2xl py-12">
      <h1 className="text-4xl">{SUBSCRIPTION_TEXT.unsubscribeTitle}</h1>
      <p className="mt-4 text-xl">
        Scam alerts to <strong>{address}</strong>. {left ? "These emails are already stopped." : SUBSCRIPTION_TEXT.unsubscribeIntro}
      </p>
      {left ? null : (
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value="unsubscribe" />
          <button type="submit" className="btn-primary whitespace-normal">
            {SUBSCRIPTION_TEXT.unsubscribeButton}
          </button>
        </Form>
      )}
      <p className="mt-8 text-lg">You can also remove your address from our list completely. We then keep nothing about you.</p>
      <DeleteButton />
    </div>
  );
}

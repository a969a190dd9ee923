import type { Route } from "./+types/api.events";
import { getEnv } from "~/server/context.server";
import { receiveEvent } from "~/server/events.server";

/** POST /api/events: the analytics beacon. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  return receiveEvent(getEnv(context).DB, request);
}

export function loader() {
  return new Response("Send analytics events here with POST.", { status: 405, headers: { Allow: "POST" } });
}

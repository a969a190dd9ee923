import { getServices } from "~/server/context.server";
import { receiveEvent } from "~/server/events.server";
import { discardBody } from "~/server/request.server";
import type { Route } from "./+types/api.events";

/** POST /api/events: the analytics beacon. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    await discardBody(request);
    return new Response(null, { status: 405, headers: { Allow: "POST" } });
  }
  return receiveEvent(getServices(context), request);
}

export function loader() {
  return new Response("Send analytics events here with POST.", { status: 405, headers: { Allow: "POST" } });
}

import { href, redirect } from "react-router";
import { parseForm } from "~/lib/forms";
import { textSizeForm } from "~/lib/text-size-schema";
import { textSizeCookie } from "~/lib/text-size";
import { readForm } from "~/server/request.server";
import type { Route } from "./+types/text-size";

/** Back to the page the reader was on, but only ever to a path on this site. */
function returnPath(request: Request): string {
  const referer = request.headers.get("Referer");
  if (!referer) return "/";
  try {
    const from = new URL(referer);
    return from.origin === new URL(request.url).origin ? `${from.pathname}${from.search}` : "/";
  } catch {
    return "/";
  }
}

/** The text-size control without JavaScript: sets the cookie and goes back. Anything unreadable just goes back. */
export async function action({ request }: Route.ActionArgs) {
  const read = await readForm(request, 1024);
  const parsed = read.ok ? parseForm(textSizeForm, read.form) : null;
  const headers = new Headers();
  if (parsed?.ok) headers.set("Set-Cookie", textSizeCookie(parsed.data.size, new URL(request.url).protocol === "https:"));
  return redirect(returnPath(request), { status: 303, headers });
}

export function loader() {
  return redirect(href("/"));
}

import { redirect } from "react-router";
import type { Route } from "./+types/text-size";
import { isTextSize, textSizeCookie } from "~/lib/text-size";
import { readForm } from "~/server/request.server";

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

/** The text-size control without JavaScript: sets the cookie and goes back. */
export async function action({ request }: Route.ActionArgs) {
  const read = await readForm(request, 1024);
  const size = read.ok ? read.form.get("size") : null;
  const headers = new Headers();
  if (isTextSize(size)) headers.set("Set-Cookie", textSizeCookie(size));
  return redirect(returnPath(request), { status: 303, headers });
}

export function loader() {
  return redirect("/");
}

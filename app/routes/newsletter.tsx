import { data } from "react-router";
import type { Route } from "./+types/newsletter";
import { NewsletterSignup, type NewsletterResult } from "~/components/newsletter/newsletter-signup";
import { PageHeader } from "~/components/ui/page-header";
import { dataMeta } from "~/lib/route-meta";
import { pageSeo } from "~/content/page-seo";
import { getEnv } from "~/server/context.server";
import { subscribe } from "~/server/newsletter.server";
import { readForm } from "~/server/request.server";

export function loader() {
  return { seo: pageSeo("/newsletter") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => dataMeta(loaderData?.seo, matches);

/** Stores a sign-up (the home page posts here with fetch; without JavaScript the browser does). */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await readForm(request, 4096);
  if (!read.ok) return data<NewsletterResult>({ ok: false, error: read.error }, { status: read.status });
  try {
    const result = await subscribe(getEnv(context).DB, read.form);
    return data<NewsletterResult>(result, { status: result.ok ? 200 : 400 });
  } catch (error) {
    console.error("newsletter signup failed", error);
    return data<NewsletterResult>(
      { ok: false, error: "We could not sign you up just now. Please try again in a few minutes." },
      { status: 503 },
    );
  }
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Free scam alerts by email">A short email when a new scam starts targeting older adults.</PageHeader>
      <div className="container-page max-w-xl py-8">
        <NewsletterSignup source="newsletter_page" result={actionData} />
      </div>
    </>
  );
}

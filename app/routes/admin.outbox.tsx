import { PageHeader } from "~/components/ui/page-header";
import { staticMeta } from "~/lib/route-meta";
import { outboxEnabled } from "~/server/mail.server";
import { getServices } from "~/server/context.server";
import { notFound, orUnavailable } from "~/server/route.server";
import type { Route } from "./+types/admin.outbox";

interface OutboxEmail {
  id: number;
  to: string;
  subject: string;
  text: string;
  headers: string;
  createdAt: string;
}

/** Every email the site wrote while running on this computer, newest first. A deployed site has none. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, siteUrl } = getServices(context);
  if (!outboxEnabled(siteUrl)) notFound();
  const emails = await orUnavailable("outbox", async () => {
    const { results } = await db
      .prepare('SELECT id, to_address AS "to", subject, text, headers, created_at AS createdAt FROM outbox ORDER BY id DESC LIMIT 50')
      .all<OutboxEmail>();
    return results;
  });
  return { emails };
}

export const meta = staticMeta({
  title: "Outbox",
  description: "Emails written while the site runs locally.",
  path: "/admin/outbox",
  noindex: true,
});

/** A link in an email's text, without the punctuation that closes a sentence or a bracket after it. */
const LINK = /https?:\/\/[^\s<>"()]*[^\s<>"().,;:]/g;

/** The email's text with its links made clickable, so a tester can follow a confirm or unsubscribe link. */
function TextWithLinks({ text }: { text: string }) {
  const parts: (string | { href: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    parts.push(text.slice(last, match.index), { href: match[0] });
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <pre className="mt-3 overflow-x-auto whitespace-pre-wrap rounded-lg border-2 border-gray-400 bg-gray-50 p-4 text-base">
      {parts.map((part, i) =>
        typeof part === "string" ? (
          part
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one text, in order.
          <a key={i} href={part.href}>
            {part.href}
          </a>
        ),
      )}
    </pre>
  );
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { emails } = loaderData;
  return (
    <>
      <PageHeader title="Outbox">
        Every email the site wrote while running on this computer, newest first (the last 50). Nothing here was really sent.
      </PageHeader>
      <div className="container-page py-8">
        {emails === null ? (
          <p role="status">The outbox cannot be loaded right now.</p>
        ) : emails.length === 0 ? (
          <p>No emails yet. Sign up for alerts on the home page to see the confirmation email here.</p>
        ) : (
          <ol className="space-y-6">
            {emails.map((e) => (
              <li key={e.id} className="card" data-testid="outbox-email">
                <h2 className="text-xl">{e.subject}</h2>
                <p className="mt-1">
                  To <strong>{e.to}</strong> · {e.createdAt.replace("T", " ").slice(0, 19)} UTC
                </p>
                <TextWithLinks text={e.text} />
                <details className="mt-3">
                  <summary className="cursor-pointer font-bold">Headers</summary>
                  <pre className="mt-2 whitespace-pre-wrap text-base">{JSON.stringify(JSON.parse(e.headers), null, 2)}</pre>
                </details>
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}

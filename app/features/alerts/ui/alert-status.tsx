import { Form, href, Link } from "react-router";
import { alertPath } from "../alerts";
import { formatDate } from "~/lib/dates";
import { ConfirmedField, ConfirmSendDialog, sendQuestion, useSendQuestion } from "./confirm-send-dialog";

export interface SendCountsView {
  queued: number;
  sent: number;
  failed: number;
  skipped: number;
}

export function SendCounts({ sends }: { sends: SendCountsView }) {
  return (
    <span>
      {sends.queued} queued · {sends.sent} sent · {sends.failed} failed
      {sends.skipped > 0 ? ` · ${sends.skipped} left the list before it reached them` : ""}
    </span>
  );
}

/** Where a saved alert stands, and its unpublish and send buttons (each posts to `?do=status`). */
export function AlertStatus({
  id,
  slug,
  status,
  publishedAt,
  sentAt,
  sends,
  recipients,
  askToSend,
}: {
  id: number;
  slug: string;
  status: "draft" | "published";
  publishedAt: string;
  sentAt: string | null;
  sends: SendCountsView;
  recipients: number;
  /** The server asks (no JavaScript, or the editor's publish-and-send): show the question on the page. */
  askToSend: boolean;
}) {
  const question = useSendQuestion();
  const action = `${href("/admin/alerts/:id", { id: String(id) })}?do=status`;
  const canSend = status === "published" && sentAt === null;
  return (
    <section aria-labelledby="alert-status" className="card max-w-3xl space-y-4">
      <h2 id="alert-status" className="text-2xl">
        Status
      </h2>
      <p className="text-lg">
        {status === "published" ? (
          <>
            <strong>Published</strong> {publishedAt ? `on ${formatDate(publishedAt)}` : ""} at{" "}
            <Link to={alertPath(slug)} reloadDocument>
              {alertPath(slug)}
            </Link>
          </>
        ) : (
          <>
            <strong>Draft</strong>: not on the site.
          </>
        )}
      </p>
      <p className="text-lg">
        {sentAt ? (
          <>
            Sent on {formatDate(sentAt)}: <SendCounts sends={sends} />
          </>
        ) : (
          "Not sent to subscribers."
        )}
      </p>
      {canSend && askToSend ? (
        <div role="alert" className="rounded-xl border-2 border-caution bg-caution-soft p-4">
          <p className="text-xl font-bold">{sendQuestion(recipients)}</p>
          <Form method="post" action={action} className="mt-3 flex flex-wrap gap-3">
            <input type="hidden" name="intent" value="send" />
            <button type="submit" name="confirmed" value="yes" className="btn-primary">
              Yes, send it
            </button>
            <Link to={href("/admin/alerts/:id", { id: String(id) })} className="btn-secondary">
              No, not now
            </Link>
          </Form>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Link to={href("/admin/alerts/:id/preview", { id: String(id) })} className="btn-secondary">
          Preview page and email
        </Link>
        {canSend && !askToSend ? (
          <Form method="post" action={action} ref={question.formRef}>
            <input type="hidden" name="intent" value="send" />
            <ConfirmedField confirmed={question.confirmed} />
            <button type="submit" className="btn-primary" ref={question.submitterRef} onClick={(event) => question.askFirst(event)}>
              Send to subscribers
            </button>
            <ConfirmSendDialog recipients={recipients} {...question.dialog} />
          </Form>
        ) : null}
        {status === "published" ? (
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="unpublish" />
            <button type="submit" className="btn-danger">
              Unpublish
            </button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}

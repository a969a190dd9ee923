import { Form } from "react-router";
import { CONTACT_SUBJECTS, type ContactMessage, mailtoHref, telHref } from "~/features/forms";

const SUBJECT_LABEL = Object.fromEntries(CONTACT_SUBJECTS.map((s) => [s.value, s.label]));

/** Contact messages, newest first, each with a Mark handled button. */
export function MessageList({ messages }: { messages: readonly ContactMessage[] }) {
  if (messages.length === 0) return <p>No messages yet.</p>;
  return (
    <ul className="space-y-4" data-testid="admin-messages">
      {messages.map((m) => (
        <li key={m.id} className={`card ${m.handled ? "opacity-80" : "border-brand"}`}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="text-lg font-bold">
              {m.firstName} {m.lastName} · {SUBJECT_LABEL[m.subject] ?? m.subject}
            </p>
            <p className="text-muted">{m.createdAt.replace("T", " ").slice(0, 16)} UTC</p>
          </div>
          <p>
            <a href={mailtoHref(m.email)}>{m.email}</a>
            {m.phone ? (
              <>
                {" "}
                · <a href={telHref(m.phone)}>{m.phone}</a>
              </>
            ) : null}
          </p>
          <p className="mt-2 whitespace-pre-line">{m.message}</p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="id" value={m.id} />
            <input type="hidden" name="handled" value={m.handled ? "0" : "1"} />
            <button type="submit" className="btn-secondary">
              {m.handled ? "Mark not handled" : "Mark handled"}
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

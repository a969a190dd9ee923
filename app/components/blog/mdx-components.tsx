import { createContext, useContext, useId, type ReactNode } from "react";
import { Alert as AlertBox, type AlertTone } from "~/components/ui/alert";

/**
 * The components a blog post (MDX) may use. Posts are rendered to plain HTML on the server, so
 * these must work without JavaScript: accordions are native <details> grouped by name.
 */
const AccordionGroup = createContext<string | undefined>(undefined);

function Alert({ tone = "info", title, children }: { tone?: AlertTone; title?: string; children?: ReactNode }) {
  return <AlertBox tone={tone} title={title} className="my-6">{children}</AlertBox>;
}

function Accordion({ children }: { children: ReactNode }) {
  const group = useId();
  return (
    <AccordionGroup.Provider value={group}>
      <div className="my-6 divide-y-2 divide-gray-300 rounded-xl border-2 border-gray-300" data-accordion>{children}</div>
    </AccordionGroup.Provider>
  );
}

function Details({ title, children }: { title: string; children: ReactNode }) {
  const group = useContext(AccordionGroup);
  return (
    <details name={group} className="group">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 p-4 hover:bg-brand-soft [&::-webkit-details-marker]:hidden">
        <h3 className="text-lg font-bold">{title}</h3>
        <span aria-hidden="true" className="text-2xl font-bold text-brand transition-transform group-open:rotate-45">+</span>
      </summary>
      <div className="px-4 pb-4">{children}</div>
    </details>
  );
}

function Checklist({ children }: { children: ReactNode }) {
  return <div className="checklist my-6 rounded-xl border-2 border-brand bg-brand-soft p-5">{children}</div>;
}

export const MDX_COMPONENTS = { Alert, Accordion, Details, Checklist };

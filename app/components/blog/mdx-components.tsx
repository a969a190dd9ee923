import { createContext, useContext, useId, type ReactNode } from "react";
import { AccordionFrame, DetailsItem } from "~/components/ui/accordion";
import { Alert as AlertBox, type AlertTone } from "~/components/ui/alert";
import { RichText } from "~/components/ui/rich-text";

/**
 * The components a blog post (MDX) may use. Posts are rendered to plain HTML on the server, so
 * these must work without JavaScript: accordions are native <details> grouped by name.
 */
const AccordionGroup = createContext<string | undefined>(undefined);

function Alert({ tone = "info", title, children }: { tone?: AlertTone; title?: string; children?: ReactNode }) {
  return (
    <AlertBox tone={tone} title={title} className="my-6">
      {children}
    </AlertBox>
  );
}

function Accordion({ children }: { children: ReactNode }) {
  const group = useId();
  return (
    <AccordionGroup.Provider value={group}>
      <AccordionFrame className="my-6">{children}</AccordionFrame>
    </AccordionGroup.Provider>
  );
}

function Details({ title, children }: { title: string; children: ReactNode }) {
  return (
    <DetailsItem group={useContext(AccordionGroup)} title={title}>
      {children}
    </DetailsItem>
  );
}

function Checklist({ children }: { children: ReactNode }) {
  return (
    <div className="checklist my-6 rounded-xl border-2 border-brand bg-brand-soft p-5">
      <RichText>{children}</RichText>
    </div>
  );
}

export const MDX_COMPONENTS = { Alert, Accordion, Details, Checklist };

import { useId, type ReactNode } from "react";
import { Paragraph } from "~/components/ui/rich-text";

export interface AccordionItem {
  id?: string;
  title: ReactNode;
  /** A string is one paragraph of content text; anything else is shown as it is. */
  content: ReactNode;
}

/**
 * Single-open, collapsible accordion built on native <details name>: it works
 * and is keyboard operable without JavaScript, and the browser keeps only one item open per group.
 * Printing opens every item (see app.css).
 */
export function Accordion({ items, headingLevel = 3 }: { items: readonly AccordionItem[]; headingLevel?: 2 | 3 | 4 }) {
  const group = useId();
  return (
    <AccordionFrame>
      {items.map((item, i) => (
        <DetailsItem key={item.id ?? i} group={group} title={item.title} headingLevel={headingLevel}>
          {item.content}
        </DetailsItem>
      ))}
    </AccordionFrame>
  );
}

export function AccordionFrame({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div className={`divide-y-2 divide-gray-300 rounded-xl border-2 border-gray-300 ${className}`} data-accordion>
      {children}
    </div>
  );
}

/** One item: items sharing a `group` name open one at a time. */
export function DetailsItem({
  group,
  title,
  headingLevel = 3,
  children,
}: {
  group?: string;
  title: ReactNode;
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <details name={group} className="group">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 p-4 hover:bg-brand-soft [&::-webkit-details-marker]:hidden">
        <Heading className="text-lg font-bold">{title}</Heading>
        <span aria-hidden="true" className="text-2xl font-bold text-brand transition-transform group-open:rotate-45">
          +
        </span>
      </summary>
      <div className="px-4 pb-4">{typeof children === "string" ? <Paragraph>{children}</Paragraph> : children}</div>
    </details>
  );
}

import { useId, type ReactNode } from "react";

export interface AccordionItem {
  id?: string;
  title: ReactNode;
  content: ReactNode;
}

/**
 * Single-open, collapsible accordion (spec 2, section 4) built on native <details name>: it works
 * and is keyboard operable without JavaScript, and the browser keeps only one item open per group.
 * Printing opens every item (see app.css).
 */
export function Accordion({ items, headingLevel = 3 }: { items: readonly AccordionItem[]; headingLevel?: 2 | 3 | 4 }) {
  const group = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="divide-y-2 divide-gray-300 rounded-xl border-2 border-gray-300" data-accordion>
      {items.map((item, i) => (
        <details key={item.id ?? i} name={group} className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 p-4 hover:bg-brand-soft [&::-webkit-details-marker]:hidden">
            <Heading className="text-lg font-bold">{item.title}</Heading>
            <span aria-hidden="true" className="text-2xl font-bold text-brand transition-transform group-open:rotate-45">+</span>
          </summary>
          <div className="px-4 pb-4">{item.content}</div>
        </details>
      ))}
    </div>
  );
}

import { Children, createContext, isValidElement, useContext, useId, type ComponentProps, type ReactNode } from "react";
import { AccordionFrame, DetailsItem } from "~/components/ui/accordion";
import { Alert as AlertBox, type AlertTone } from "~/components/ui/alert";
import { ChecklistItem, TickControls } from "~/components/ui/checklist";
import { tickId } from "~/lib/ticks";

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

/**
 * Inside a <Checklist>, each list item is a real checkbox; the blog page remembers the ticks and
 * runs "Clear my ticks" (useRememberedTicks).
 */
const InChecklist = createContext(false);

function Checklist({ children }: { children: ReactNode }) {
  return (
    <InChecklist.Provider value={true}>
      <div data-checklist className="checklist my-6 rounded-xl border-2 border-brand bg-brand-soft p-5">
        {children}
        <TickControls />
      </div>
    </InChecklist.Provider>
  );
}

/** The words of some MDX children, to name a checklist item. */
function textOf(node: ReactNode): string {
  return Children.toArray(node)
    .map((child) =>
      typeof child === "string" || typeof child === "number"
        ? String(child)
        : isValidElement<{ children?: ReactNode }>(child)
          ? textOf(child.props.children)
          : "",
    )
    .join("");
}

function ListItem(props: ComponentProps<"li">) {
  if (!useContext(InChecklist)) return <li {...props} />;
  return <ChecklistItem id={tickId("Checklist", textOf(props.children).trim())}>{props.children}</ChecklistItem>;
}

export const MDX_COMPONENTS = { Alert, Accordion, Details, Checklist, li: ListItem };

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import type { ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

export interface TabItem {
  /** Used in the address (?tab=id) so a tab can be opened without JavaScript. */
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs (spec 2, section 4): switch on click, Enter or Space, and on focus with the arrow keys
 * (automatic mode), through Headless UI. Without JavaScript each tab is a link to ?tab=id and the
 * server renders the chosen panel.
 */
export function Tabs({ items, selectedId, label }: { items: readonly TabItem[]; selectedId: string; label: string }) {
  const hydrated = useHydrated();
  const selectedIndex = Math.max(0, items.findIndex((t) => t.id === selectedId));
  const tabClass = (selected: boolean) =>
    `btn min-h-11 rounded-b-none border-b-0 ${selected ? "border-brand bg-brand text-white" : "border-gray-400 bg-white text-brand hover:bg-brand-soft"}`;

  if (!hydrated) {
    const current = items[selectedIndex]!;
    return (
      <div>
        <nav aria-label={label}>
          <ul className="flex flex-wrap gap-1 border-b-4 border-brand">
            {items.map((item, i) => (
              <li key={item.id}>
                <a href={`?tab=${item.id}`} aria-current={i === selectedIndex ? "page" : undefined} className={tabClass(i === selectedIndex)}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="pt-6">{current.content}</div>
      </div>
    );
  }

  return (
    <TabGroup defaultIndex={selectedIndex}>
      <TabList aria-label={label} className="flex flex-wrap gap-1 border-b-4 border-brand">
        {items.map((item) => (
          <Tab key={item.id} className={({ selected }) => tabClass(selected)}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-6">
        {items.map((item) => (
          <TabPanel key={item.id}>{item.content}</TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}

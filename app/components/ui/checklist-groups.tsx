import type { RecoveryGroup } from "~/content/types";
import { type ChecklistText, ChecklistItems, RememberedChecklists } from "./checklist";

/** Checklists side by side, one card per group (recovery plans): one checklist to the reader, cleared as one. */
export function ChecklistGroups({
  groups,
  columns = 2,
  text,
}: {
  groups: readonly RecoveryGroup[];
  columns?: 2 | 3;
  text?: ChecklistText | undefined;
}) {
  return (
    <RememberedChecklists text={text}>
      <div className={`grid gap-4 ${columns === 3 ? "md:grid-cols-3" : "md:grid-cols-2"}`}>
        {groups.map((group) => (
          <article key={group.title} className="card">
            <h3 className="text-xl">{group.title}</h3>
            <div className="mt-3">
              <ChecklistItems name={group.title} items={group.actions} />
            </div>
          </article>
        ))}
      </div>
    </RememberedChecklists>
  );
}

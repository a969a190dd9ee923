import type { RecoveryGroup } from "~/content/types";
import { Checklist } from "./checklist";

/** Checklists side by side, one card per group (recovery plans). */
export function ChecklistGroups({ groups, columns = 2 }: { groups: readonly RecoveryGroup[]; columns?: 2 | 3 }) {
  return (
    <div className={`grid gap-4 ${columns === 3 ? "md:grid-cols-3" : "md:grid-cols-2"}`}>
      {groups.map((group) => (
        <article key={group.title} className="card">
          <h3 className="text-xl">{group.title}</h3>
          <div className="mt-3">
            <Checklist name={group.title} items={group.actions} />
          </div>
        </article>
      ))}
    </div>
  );
}

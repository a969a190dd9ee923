import type { ReactNode } from "react";
import { RichText } from "~/components/ui/rich-text";

/** The plain hero at the top of an inner page; `compact` for a tool a person uses in a hurry, so it starts on the first screen. */
export function PageHeader({ title, children, compact = false }: { title: string; children?: ReactNode; compact?: boolean }) {
  return (
    <div className="bg-brand-soft">
      <div className={`container-page ${compact ? "py-4 sm:py-6" : "py-10"}`}>
        <h1 className={compact ? "text-3xl sm:text-4xl" : "text-4xl"}>{title}</h1>
        {children ? (
          <div className={`max-w-3xl ${compact ? "mt-2 text-lg sm:text-xl" : "mt-3 text-xl"}`}>
            <RichText>{children}</RichText>
          </div>
        ) : null}
      </div>
    </div>
  );
}

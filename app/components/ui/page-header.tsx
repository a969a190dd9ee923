import type { ReactNode } from "react";
import { RichText } from "~/components/ui/rich-text";

/** The plain hero at the top of an inner page. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="bg-brand-soft">
      <div className="container-page py-10">
        <h1 className="text-4xl">{title}</h1>
        {children ? (
          <div className="mt-3 max-w-3xl text-xl">
            <RichText>{children}</RichText>
          </div>
        ) : null}
      </div>
    </div>
  );
}

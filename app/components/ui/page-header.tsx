import type { ReactNode } from "react";

/** The plain hero at the top of an inner page. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="bg-brand-soft">
      <div className="container-page py-10">
        <h1 className="text-4xl">{title}</h1>
        {children ? <div className="mt-3 max-w-3xl text-xl">{children}</div> : null}
      </div>
    </div>
  );
}

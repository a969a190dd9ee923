import type { ReactNode } from "react";

export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    // A target of at least 44 by 44 px, easy to tap, even where the name is short.
    <a href={href} rel="noopener noreferrer" className="inline-flex min-h-11 min-w-11 items-center">
      {children}
    </a>
  );
}

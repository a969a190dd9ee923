import type { IconName } from "~/content/types";

/** The icons' drawings: one file the browser keeps, not part of any page's script. */
export const ICON_SPRITE = "/icons.svg";

/** Simple line icons (24x24, stroke) from public/icons.svg. Decorative: the text beside them carries the meaning. */
export function Icon({ name, className = "h-8 w-8" }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}

import type { ReactNode } from "react";
import type { BadgeVariant } from "~/lib/badges";
import { formatDate } from "~/lib/dates";

const VARIANT_CLASS: Record<BadgeVariant, string> = {
  destructive: "border-danger bg-danger text-white",
  default: "border-brand bg-brand text-white",
  secondary: "border-gray-400 bg-gray-100 text-ink",
};

export function Badge({ variant = "default", children }: { variant?: BadgeVariant; children: ReactNode }) {
  return (
    <span
      data-variant={variant}
      className={`inline-flex items-center rounded-full border-2 px-3 py-0.5 text-base font-bold ${VARIANT_CLASS[variant]}`}
    >
      {children}
    </span>
  );
}

/** "Last updated <date>" on guides. */
/** "Last updated" and the date; a page in another language gives both in its words. */
export function LastUpdatedBadge({ date, label = "Last updated", text }: { date: string; label?: string; text?: string }) {
  return (
    <Badge variant="secondary">
      {label}{" "}
      <time dateTime={date} className="ml-1">
        {text ?? formatDate(date)}
      </time>
    </Badge>
  );
}

import type { ReactNode } from "react";
import { RichText } from "~/components/ui/rich-text";

export type AlertTone = "info" | "destructive" | "caution" | "safe";

const TONE_CLASS: Record<AlertTone, string> = {
  info: "border-brand bg-brand-soft",
  destructive: "border-danger bg-danger-soft",
  caution: "border-caution bg-caution-soft",
  safe: "border-safe bg-safe-soft",
};

/** A boxed message; `role="alert"` only where it appears in answer to something the reader did. */
export function Alert({
  tone = "info",
  title,
  children,
  live = false,
  className = "",
}: {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  live?: boolean;
  className?: string;
}) {
  return (
    <div role={live ? "alert" : undefined} className={`rounded-xl border-l-8 border-2 p-5 ${TONE_CLASS[tone]} ${className}`}>
      {title ? <p className="text-lg font-bold">{title}</p> : null}
      {children ? (
        <div className={title ? "mt-2" : ""}>
          <RichText>{children}</RichText>
        </div>
      ) : null}
    </div>
  );
}

import { EMERGENCY_LINE } from "~/content/site";

/** The emergency line as a tap-to-call link; the same words and number everywhere. */
export function EmergencyLink({
  className = "",
  name,
}: {
  className?: string /** Its name for screen readers, in the page's language. */;
  name?: string;
}) {
  return (
    <a
      href={`tel:${EMERGENCY_LINE.tel}`}
      className={`inline-flex min-h-11 min-w-11 items-center whitespace-nowrap ${className}`}
      aria-label={name ?? `Call the ${EMERGENCY_LINE.name}: ${EMERGENCY_LINE.display}`}
    >
      {EMERGENCY_LINE.display}
    </a>
  );
}

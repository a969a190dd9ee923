/**
 * A phone number as a tap-to-call link that never breaks across lines, at least 44 px each way,
 * named for screen readers by who answers. An extension ("1-877-443-1399, ext. 1615") may move to
 * the next line on a narrow screen; the number itself never splits.
 */
export function PhoneLink({
  name,
  display,
  tel,
  className = "text-xl",
  call,
}: {
  name: string;
  display: string;
  tel: string;
  className?: string;
  /** The word before the name for screen readers, in the page's language ("Llamar a" in Spanish). */
  call?: string | undefined;
}) {
  const [number, extension] = display.split(/,\s*(?=ext\.)/);
  return (
    <a
      href={`tel:${tel}`}
      className={`inline-flex min-h-11 min-w-11 flex-wrap items-center gap-x-2 font-bold whitespace-nowrap ${className}`}
      aria-label={`${call ?? "Call"} ${name}: ${display}`}
    >
      {extension ? (
        <>
          <span>{number},</span>
          <span>{extension}</span>
        </>
      ) : (
        display
      )}
    </a>
  );
}

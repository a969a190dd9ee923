/**
 * A phone number as a tap-to-call link that never breaks across lines, at least 44 px each way,
 * named for screen readers by who answers.
 */
export function PhoneLink({
  name,
  display,
  tel,
  className = "text-xl",
}: {
  name: string;
  display: string;
  tel: string;
  className?: string;
}) {
  return (
    <a
      href={`tel:${tel}`}
      className={`inline-flex min-h-11 min-w-11 items-center font-bold whitespace-nowrap ${className}`}
      aria-label={`Call ${name}: ${display}`}
    >
      {display}
    </a>
  );
}

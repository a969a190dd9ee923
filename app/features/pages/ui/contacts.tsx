import { PhoneLink } from "~/components/ui/phone-link";
import { ExternalLink } from "~/components/ui/section";
import type { LocationResource, PhoneContact } from "~/content/types";
import { Paragraph } from "~/components/ui/rich-text";

/** Phone numbers as big tap-to-call links, each with who answers and when. */
export function PhoneContactList({ contacts, call }: { contacts: readonly PhoneContact[]; call?: string | undefined }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {contacts.map((c) => (
        <li key={c.name} className="card">
          <Paragraph className="text-xl font-bold">{c.name}</Paragraph>
          <p className="mt-1">
            <PhoneLink name={c.name} display={c.display} tel={c.tel} className="text-phone-big" call={call} />
          </p>
          <Paragraph className="mt-1">{c.description}</Paragraph>
        </li>
      ))}
    </ul>
  );
}

export function LocationResourceList({ resources }: { resources: readonly LocationResource[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {resources.map((r) => (
        <li key={r.name} className="card">
          <Paragraph className="text-xl font-bold">{r.name}</Paragraph>
          {r.phone && r.tel ? (
            <p>
              <PhoneLink name={r.name} display={r.phone} tel={r.tel} className="text-phone-big" />
            </p>
          ) : null}
          <Paragraph className="mt-1">{r.description}</Paragraph>
          {r.website ? (
            <p className="mt-2">
              <ExternalLink href={r.website}>
                Visit the website<span className="sr-only">: {r.name}</span>
              </ExternalLink>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

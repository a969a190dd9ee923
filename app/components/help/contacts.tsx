import { PhoneLink } from "~/components/ui/phone-link";
import { ExternalLink } from "~/components/ui/section";
import type { LinkResource, LocationResource, PhoneContact } from "~/content/types";
import { RichText } from "~/components/ui/rich-text";

/** Phone numbers as big tap-to-call links, each with who answers and when. */
export function PhoneContactList({ contacts }: { contacts: readonly PhoneContact[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {contacts.map((c) => (
        <li key={c.name} className="card">
          <p className="text-xl font-bold">
            <RichText>{c.name}</RichText>
          </p>
          <p className="mt-1">
            <PhoneLink name={c.name} display={c.display} tel={c.tel} className="text-phone-big" />
          </p>
          <p className="mt-1">
            <RichText>{c.description}</RichText>
          </p>
        </li>
      ))}
    </ul>
  );
}

export function LinkResourceList({ links }: { links: readonly LinkResource[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {links.map((r) => (
        <li key={r.url} className="card">
          <p className="text-lg font-bold">
            <ExternalLink href={r.url}>{r.name}</ExternalLink>
          </p>
          <p className="mt-1">
            <RichText>{r.description}</RichText>
          </p>
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
          <p className="text-xl font-bold">
            <RichText>{r.name}</RichText>
          </p>
          {r.phone && r.tel ? (
            <p>
              <PhoneLink name={r.name} display={r.phone} tel={r.tel} className="text-phone-big" />
            </p>
          ) : null}
          <p className="mt-1">
            <RichText>{r.description}</RichText>
          </p>
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

import { ExternalLink } from "~/components/ui/section";
import type { LinkResource, LocationResource, PhoneContact } from "~/content/types";
import { Glossed } from "~/components/ui/glossed";

/** Phone numbers as big tap-to-call links, each with who answers and when. */
export function PhoneContactList({ contacts }: { contacts: readonly PhoneContact[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {contacts.map((c) => (
        <li key={c.name} className="card">
          <p className="text-xl font-bold">{c.name}</p>
          <p className="mt-1">
            <a href={`tel:${c.tel}`} className="inline-flex min-h-11 items-center text-2xl font-bold whitespace-nowrap">
              {c.display}
            </a>
          </p>
          <p className="mt-1">
            <Glossed text={c.description} />
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
            <Glossed text={r.description} />
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
          <p className="text-xl font-bold">{r.name}</p>
          {r.phone && r.tel ? (
            <p>
              <a href={`tel:${r.tel}`} className="inline-flex min-h-11 items-center text-2xl font-bold whitespace-nowrap">
                {r.phone}
              </a>
            </p>
          ) : null}
          <p className="mt-1">
            <Glossed text={r.description} />
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

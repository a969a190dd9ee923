import { useId, type ReactNode } from "react";
import { RichText } from "~/components/ui/rich-text";

/** A titled block of a guide: an h2 and its content, labelled for screen readers. */
export function Section({ title, children, className = "" }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`mt-10 ${className}`}>
      <h2 id={id} className="text-3xl">
        {title}
      </h2>
      <div className="mt-4">
        <RichText>{children}</RichText>
      </div>
    </section>
  );
}

export function BulletList({ items, className = "" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`list-disc space-y-2 pl-6 ${className}`}>
      {items.map((item) => (
        <li key={item}>
          <RichText>{item}</RichText>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps to follow in order. */
export function NumberedList({ items, className = "" }: { items: readonly string[]; className?: string }) {
  return (
    <ol className={`list-decimal space-y-2 pl-6 ${className}`}>
      {items.map((item) => (
        <li key={item}>
          <RichText>{item}</RichText>
        </li>
      ))}
    </ol>
  );
}

/** A small heading over a bullet list (tips, red flags, examples). */
export function LabeledList({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <div className="mt-4">
      <h4 className="text-lg">{label}</h4>
      <BulletList items={items} />
    </div>
  );
}

/** Cards side by side on wider screens. */
export function CardGrid({ children, columns = 2 }: { children: ReactNode; columns?: 2 | 3 }) {
  return (
    <div className={`grid gap-4 ${columns === 3 ? "md:grid-cols-3" : "md:grid-cols-2"}`}>
      <RichText>{children}</RichText>
    </div>
  );
}

/** A titled card of text. */
export function InfoCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <article className="card">
      <h3 className="text-xl">{title}</h3>
      <div className="mt-2 space-y-3">
        <RichText>{children}</RichText>
      </div>
    </article>
  );
}

// In its own module so a page that needs only the link (a figure's source) does not load the blocks above.
export { ExternalLink } from "~/components/ui/external-link";

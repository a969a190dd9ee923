import { href, Link } from "react-router";
import type { ScamTypeCard } from "~/content/home";
import { Paragraph, RichText } from "~/components/ui/rich-text";
import { Kept } from "~/components/ui/kept";

export function CommonScams({ scams }: { scams: readonly ScamTypeCard[] }) {
  return (
    <section aria-labelledby="common-scams-title" className="container-page py-12">
      <h2 id="common-scams-title" className="text-3xl">
        Common scams targeting older adults
      </h2>
      <p className="mt-2 text-lg">Learn how each one works and the warning signs to look for.</p>
      <Kept>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {scams.map((scam) => (
            <li key={scam.id} className="card flex flex-col">
              <h3 className="text-2xl">{scam.title}</h3>
              <Paragraph className="mt-2">{scam.description}</Paragraph>
              <Paragraph className="mt-2 font-bold text-brand">{scam.stats}</Paragraph>
              <h4 className="mt-4 text-lg">Red flags</h4>
              <ul className="mt-1 list-disc pl-6">
                {scam.redFlags.map((flag) => (
                  <li key={flag}>
                    <RichText>{flag}</RichText>
                  </li>
                ))}
              </ul>
              <h4 className="mt-4 text-lg">What it sounds like</h4>
              <ul className="mt-1 list-disc pl-6">
                {scam.examples.map((example) => (
                  <li key={example}>
                    <RichText>{example}</RichText>
                  </li>
                ))}
              </ul>
              <p className="mt-auto pt-4">
                <Link to={scam.link} className="btn-secondary">
                  Learn about {scam.title.toLowerCase()}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      </Kept>
      <p className="mt-6">
        <Link to={href("/scam-types")} className="btn-primary">
          View All Scam Types
        </Link>
      </p>
    </section>
  );
}

import type { CheckWords } from "../words/words";
import { RichText } from "~/components/ui/rich-text";

/** What the checker looks for, and what it cannot do: so no one takes "no signs" as "safe". */
export function HowWeCheck({ words }: { words: CheckWords["how"] }) {
  return (
    <section aria-labelledby="how-we-check" className="space-y-4">
      <h2 id="how-we-check" className="text-2xl">
        {words.heading}
      </h2>
      <dl className="space-y-3 text-lg">
        {words.items.map((item) => (
          <div key={item.term}>
            <dt className="font-bold">{item.term}</dt>
            <dd>
              <RichText>{item.detail}</RichText>
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-lg">
        <RichText>{words.limits}</RichText>
      </p>
    </section>
  );
}

import { type BodyBlock, parseSteps } from "../alerts";
import { RichText } from "~/components/ui/rich-text";

/** An alert's body: the operator's paragraphs and lists, as text (never HTML). */
export function AlertBody({ blocks }: { blocks: readonly BodyBlock[] }) {
  return (
    <div className="space-y-4 text-lg">
      {blocks.map((block, i) =>
        block.kind === "paragraph" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity beyond their order.
          <p key={i}>
            <RichText>{block.text}</RichText>
          </p>
        ) : block.ordered ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <ol key={i} className="list-decimal space-y-2 pl-8">
            {block.items.map((item) => (
              <li key={item}>
                <RichText>{item}</RichText>
              </li>
            ))}
          </ol>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <ul key={i} className="list-disc space-y-2 pl-8">
            {block.items.map((item) => (
              <li key={item}>
                <RichText>{item}</RichText>
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

/** "What to do": numbered steps in a box that stands out. */
export function WhatToDo({ text, heading }: { text: string; heading: string }) {
  return (
    <section aria-labelledby="what-to-do" className="rounded-xl border-2 border-ink bg-caution-soft p-5">
      <h2 id="what-to-do" className="text-2xl">
        {heading}
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-8 text-lg">
        {parseSteps(text).map((step) => (
          <li key={step}>
            <RichText>{step}</RichText>
          </li>
        ))}
      </ol>
    </section>
  );
}

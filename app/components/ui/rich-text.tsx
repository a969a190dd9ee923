import { Fragment, type ReactNode } from "react";
import { OFFICIAL_SITES } from "~/content/official-sites";
import { splitTextLinks } from "~/lib/text-links";
import { Glossed } from "./glossed";

/**
 * A sentence of content with its phone numbers as tel: links that never wrap, 7726 as an sms: link,
 * official addresses as links that may wrap anywhere, scam addresses set apart as examples, and
 * jargon explained beside the word (./glossed.tsx). Every component that shows content text renders
 * it through this, so an editor only types the words (README: "Numbers and addresses").
 */
export function RichText({ children }: { children: ReactNode }): ReactNode {
  if (typeof children !== "string") return children;
  const pieces = splitTextLinks(children, OFFICIAL_SITES);
  if (pieces.length === 1 && pieces[0].kind === "text") return <Glossed text={children} />;
  return pieces.map((piece, i) => {
    const key = `${i}-${piece.text}`;
    switch (piece.kind) {
      case "text":
        return (
          <Fragment key={key}>
            <Glossed text={piece.text} />
          </Fragment>
        );
      case "tel":
      case "sms":
        return (
          <a key={key} href={piece.href} className="tap-number">
            {piece.text}
          </a>
        );
      case "url":
        return (
          <a key={key} href={piece.href} className="tap-address">
            {piece.text}
          </a>
        );
      default:
        return (
          <span key={key} className="example-address">
            {piece.text}
          </span>
        );
    }
  });
}

/** A paragraph of content text, shown as RichText shows it; `label` leads it in bold ("Protect yourself: ..."). */
export function Paragraph({ children, label, className }: { children: string; label?: string; className?: string }) {
  return (
    <p className={className}>
      {label ? <strong>{`${label}:`}</strong> : null}
      {label ? " " : null}
      <RichText>{children}</RichText>
    </p>
  );
}

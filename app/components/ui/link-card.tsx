import { Link } from "react-router";
import { Paragraph } from "./rich-text";

/**
 * A card in a grid that leads to one page: its title, a short text and a button. Where the button's
 * words repeat from card to card ("Read the guide"), `titled` adds the card's title for screen readers.
 */
export function LinkCard({
  title,
  text,
  to,
  cta,
  titled = false,
  featured = false,
}: {
  title: string;
  text: string;
  to: string;
  cta: string;
  titled?: boolean;
  featured?: boolean;
}) {
  return (
    <li className={featured ? "card flex flex-col border-brand" : "card flex flex-col"}>
      <h3 className="text-2xl">{title}</h3>
      <Paragraph className="mt-2 flex-1">{text}</Paragraph>
      <p className="mt-4">
        <Link to={to} className="btn-primary">
          {cta}
          {titled ? <span className="sr-only">: {title}</span> : null}
        </Link>
      </p>
    </li>
  );
}

import type { ReactNode } from "react";
import { Link } from "react-router";
import { RichText } from "~/components/ui/rich-text";
import type { SubscriptionWords } from "../words/subscription";

/** The one-message pages of the alert list (confirm, unsubscribe): a heading, words, and a way on. */
export function SubscriptionMessage({
  title,
  text,
  tone,
  words,
  children,
}: {
  title: string;
  text: string;
  tone: "safe" | "info";
  /** The page's words, in its language: where to go on. */
  words: SubscriptionWords;
  children?: ReactNode;
}) {
  return (
    <div className="container-page max-w-2xl py-12">
      <div role="status" className={`rounded-xl border-2 p-6 ${tone === "safe" ? "border-safe bg-safe-soft" : "border-gray-400 bg-white"}`}>
        <h1 className="text-3xl">{title}</h1>
        <p className="mt-3 text-xl">
          <RichText>{text}</RichText>
        </p>
      </div>
      {children}
      <p className="mt-8 flex flex-wrap gap-3">
        <Link to={words.latestPath} className="btn-primary whitespace-normal">
          {words.latest}
        </Link>
        <Link to={words.homePath} className="btn-secondary whitespace-normal">
          {words.home}
        </Link>
      </p>
    </div>
  );
}

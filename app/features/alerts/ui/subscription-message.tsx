import type { ReactNode } from "react";
import { href, Link } from "react-router";
import { RichText } from "~/components/ui/rich-text";

/** The one-message pages of the alert list (confirm, unsubscribe): a heading, words, and a way on. */
export function SubscriptionMessage({
  title,
  text,
  tone,
  children,
}: {
  title: string;
  text: string;
  tone: "safe" | "info";
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
        <Link to={href("/alerts")} className="btn-primary whitespace-normal">
          See the latest scam alerts
        </Link>
        <Link to={href("/")} className="btn-secondary whitespace-normal">
          Go to the home page
        </Link>
      </p>
    </div>
  );
}

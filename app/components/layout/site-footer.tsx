import { Link } from "react-router";
import type { ChromeWords } from "~/content/chrome";
import { COPYRIGHT_YEAR, PROVIDER_CREDIT, SITE_NAME } from "~/content/site";
import { track } from "~/lib/track";
import { EmergencyLink } from "./emergency-link";
import { Paragraph } from "~/components/ui/rich-text";
import { TextSizeControl } from "./text-size-control";

/** The four-column footer: about, Protection Hub, Resources, Legal. */
export function SiteFooter({ words }: { words: ChromeWords }) {
  const { footer, emergency } = words;
  return (
    <footer className="mt-16 border-t-4 border-brand bg-gray-100">
      <nav id="footer-nav" aria-label={footer.nav} className="container-page grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {/* Below the wide header, the text size is here (first, where the phone's Menu lands without JavaScript) and in the menu. */}
        <div className="sm:col-span-2 lg:hidden">
          <TextSizeControl tone="light" words={words.textSize} />
        </div>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-xl" lang="en">
            {SITE_NAME}
          </h2>
          <Paragraph className="mt-2">{footer.about}</Paragraph>
          <p className="mt-3">
            <span className="font-bold">{emergency.lineName}:</span> <EmergencyLink className="font-bold" name={emergency.linkName} />
            <br />
            {emergency.hours}
          </p>
        </section>
        {footer.columns.map((column) => {
          const headingId = `footer-${column.heading.toLowerCase().replace(/\W+/g, "-")}`;
          return (
            <section key={column.heading} aria-labelledby={headingId}>
              <h2 id={headingId} className="text-xl">
                {column.heading}
              </h2>
              <ul className="mt-2 space-y-1">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} hrefLang={link.lang} className="inline-flex min-h-11 min-w-11 items-center">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </nav>
      <div className="border-t-2 border-gray-300">
        <div className="container-page flex flex-col gap-2 py-6 sm:flex-row sm:items-center sm:justify-between">
          <Paragraph className="font-bold">{footer.tagline}</Paragraph>
          <p>
            © {COPYRIGHT_YEAR} <span lang="en">{SITE_NAME}</span>.{" "}
            <a
              href={PROVIDER_CREDIT.url}
              className="inline-flex min-h-11 items-center"
              onClick={() => track("footer_link_click", { link: "provider_credit" })}
            >
              {footer.credit}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}

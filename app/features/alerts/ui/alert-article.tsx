import { Link } from "react-router";
import { EmergencyLink } from "~/components/layout/emergency-link";
import { ShareMenu } from "~/components/share/share-menu";
import { Badge } from "~/components/ui/badge";
import { ArticleData } from "~/components/ui/structured-data";
import { alertLabels, alertPath, parseAlertBody, type PublishedAlert, scamTypeOf, severityOf, spanishDate } from "../alerts";
import type { AlertPageWords } from "../words/page";
import { formatDate } from "~/lib/dates";
import { AlertBody, WhatToDo } from "./alert-body";
import { RichText } from "~/components/ui/rich-text";

export function AlertBadges({ alert, words }: { alert: Pick<PublishedAlert, "severity" | "scamType">; words: AlertPageWords }) {
  const labels = alertLabels(alert, words.lang === "es" ? "es" : "en");
  return (
    <p className="flex flex-wrap gap-2">
      <Badge variant={severityOf(alert.severity).badge}>{labels.severity}</Badge>
      <Badge variant="secondary">{labels.type}</Badge>
    </p>
  );
}

/** A date in the page's language. */
const dateIn = (iso: string, words: AlertPageWords) => (words.lang === "es" ? spanishDate(iso) : formatDate(iso));

/**
 * One alert as a page: the same on /alerts/{slug}, /es/alertas/{slug} (its Spanish version) and in
 * the operator's preview; `words` are the page's, in its language.
 */
export function AlertArticle({
  alert,
  words,
  preview = false,
  guideInLanguage,
}: {
  alert: PublishedAlert;
  words: AlertPageWords;
  preview?: boolean;
  /** The guide on this kind of scam in the page's language, when there is one (the page's loader finds it). */
  guideInLanguage?: { to: string; title: string } | null;
}) {
  const lang = words.lang === "es" ? "es" : "en";
  const path = alertPath(alert.slug, lang);
  const type = scamTypeOf(alert.scamType);
  const guide = guideInLanguage
    ? { to: guideInLanguage.to, label: `${words.guideOwn} ${guideInLanguage.title}`, lang }
    : type.guide
      ? { to: type.guide, label: `${words.guide} ${alertLabels(alert, lang).type}`, lang: "en" as const }
      : null;
  const updated = alert.updatedAt.slice(0, 10) !== alert.publishedAt.slice(0, 10);
  return (
    <article>
      {preview ? null : (
        <ArticleData
          title={alert.title}
          description={alert.summary}
          path={path}
          dateModified={alert.updatedAt}
          datePublished={alert.publishedAt}
        />
      )}
      <header className="bg-brand-soft">
        <div className="container-page max-w-3xl py-8">
          <p>
            <Link to={words.listPath} className="btn-secondary whitespace-normal no-print">
              <span aria-hidden="true">←</span> {words.all}
            </Link>
          </p>
          <div className="mt-6">
            <AlertBadges alert={alert} words={words} />
          </div>
          {/* In the preview the page title is the h1, and this sits under "As the page". */}
          {preview ? (
            <h3 className="mt-3 text-4xl [overflow-wrap:anywhere]">{alert.title}</h3>
          ) : (
            <h1 className="mt-3 text-4xl [overflow-wrap:anywhere]">{alert.title}</h1>
          )}
          <p className="mt-3 text-xl">
            <RichText>{alert.summary}</RichText>
          </p>
          <p className="mt-3">
            {words.from} · <time dateTime={alert.publishedAt}>{dateIn(alert.publishedAt, words)}</time>
            {updated ? (
              <>
                {" "}
                · {words.updated} <time dateTime={alert.updatedAt}>{dateIn(alert.updatedAt, words)}</time>
              </>
            ) : null}
          </p>
          {/* The share menu speaks English only, so far. */}
          {preview || lang !== "en" ? null : (
            <div className="mt-4 flex flex-wrap gap-3">
              <ShareMenu title={alert.title} path={path} content={`alert:${alert.slug}`} />
            </div>
          )}
        </div>
      </header>
      {/* Long addresses (ReportFraud.ftc.gov) may break anywhere, so large text never scrolls sideways. */}
      <div className="container-page max-w-3xl space-y-8 py-8 [overflow-wrap:anywhere]">
        <AlertBody blocks={parseAlertBody(alert.body)} />
        <WhatToDo text={alert.whatToDo} heading={words.whatToDo} />
        <section aria-labelledby="alert-help" className="space-y-3 text-lg">
          <h2 id="alert-help" className="text-2xl">
            {words.help}
          </h2>
          <p>
            {words.call} <EmergencyLink name={words.callName} />
          </p>
          <p className="flex flex-wrap gap-3">
            <Link to={words.helpNowPath} className="btn-primary whitespace-normal">
              {words.helpNow}
            </Link>
            {guide ? (
              <Link to={guide.to} hrefLang={guide.lang === lang ? undefined : guide.lang} className="btn-secondary whitespace-normal">
                {guide.label}
              </Link>
            ) : null}
          </p>
        </section>
      </div>
    </article>
  );
}

/** An alert in a list: /alerts and /es/alertas (`alert` holds the page's language's version). */
export function AlertCard({ alert, words, headingLevel = 2 }: { alert: PublishedAlert; words: AlertPageWords; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="min-w-0 rounded-xl border-2 border-gray-300 bg-white p-5">
      <AlertBadges alert={alert} words={words} />
      <Heading className="mt-3 text-2xl [overflow-wrap:anywhere]">
        <Link to={alertPath(alert.slug, words.lang === "es" ? "es" : "en")}>{alert.title}</Link>
      </Heading>
      <p className="mt-2">
        <time dateTime={alert.publishedAt}>{dateIn(alert.publishedAt, words)}</time>
      </p>
      <p className="mt-2 text-lg">
        <RichText>{alert.summary}</RichText>
      </p>
    </article>
  );
}

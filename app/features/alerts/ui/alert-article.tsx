import { href, Link } from "react-router";
import { EmergencyLink } from "~/components/layout/emergency-link";
import { ShareMenu } from "~/components/share/share-menu";
import { Badge } from "~/components/ui/badge";
import { StructuredData } from "~/components/ui/structured-data";
import { EMERGENCY_LINE, SITE_NAME } from "~/content/site";
import { alertPath, parseAlertBody, type PublishedAlert, scamTypeOf, severityOf } from "../alerts";
import { formatDate } from "~/lib/dates";
import { articleData } from "~/lib/structured-data";
import { AlertBody, WhatToDo } from "./alert-body";
import { RichText } from "~/components/ui/rich-text";

export function AlertBadges({ alert }: { alert: Pick<PublishedAlert, "severity" | "scamType"> }) {
  const severity = severityOf(alert.severity);
  return (
    <p className="flex flex-wrap gap-2">
      <Badge variant={severity.badge}>{severity.label}</Badge>
      <Badge variant="secondary">{scamTypeOf(alert.scamType).label}</Badge>
    </p>
  );
}

/** One alert as a page: the same on /alerts/{slug} and in the operator's preview. */
export function AlertArticle({ alert, siteUrl, preview = false }: { alert: PublishedAlert; siteUrl: string; preview?: boolean }) {
  const path = alertPath(alert.slug);
  const type = scamTypeOf(alert.scamType);
  const updated = alert.updatedAt.slice(0, 10) !== alert.publishedAt.slice(0, 10);
  return (
    <article>
      {preview ? null : (
        <StructuredData
          data={articleData(
            { title: alert.title, description: alert.summary, path, dateModified: alert.updatedAt, datePublished: alert.publishedAt },
            siteUrl,
            SITE_NAME,
          )}
        />
      )}
      <header className="bg-brand-soft">
        <div className="container-page max-w-3xl py-8">
          <p>
            <Link to={href("/alerts")} className="btn-secondary whitespace-normal no-print">
              <span aria-hidden="true">←</span> All scam alerts
            </Link>
          </p>
          <div className="mt-6">
            <AlertBadges alert={alert} />
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
            Scam alert from {SITE_NAME} · <time dateTime={alert.publishedAt}>{formatDate(alert.publishedAt)}</time>
            {updated ? (
              <>
                {" "}
                · updated <time dateTime={alert.updatedAt}>{formatDate(alert.updatedAt)}</time>
              </>
            ) : null}
          </p>
          {preview ? null : (
            <div className="mt-4 flex flex-wrap gap-3">
              <ShareMenu title={alert.title} path={path} content={`alert:${alert.slug}`} />
            </div>
          )}
        </div>
      </header>
      {/* Long addresses (ReportFraud.ftc.gov) may break anywhere, so large text never scrolls sideways. */}
      <div className="container-page max-w-3xl space-y-8 py-8 [overflow-wrap:anywhere]">
        <AlertBody blocks={parseAlertBody(alert.body)} />
        <WhatToDo text={alert.whatToDo} />
        <section aria-labelledby="alert-help" className="space-y-3 text-lg">
          <h2 id="alert-help" className="text-2xl">
            Need help now?
          </h2>
          <p>
            Call the {EMERGENCY_LINE.name}, free, {EMERGENCY_LINE.hours}: <EmergencyLink />
          </p>
          <p className="flex flex-wrap gap-3">
            <Link to={href("/help-now")} className="btn-primary whitespace-normal">
              Get help now
            </Link>
            {type.guide ? (
              <Link to={type.guide} className="btn-secondary whitespace-normal">
                Read our guide: {type.label}
              </Link>
            ) : null}
          </p>
        </section>
      </div>
    </article>
  );
}

/** An alert in a list: the home page's latest, and /alerts. */
export function AlertCard({ alert, headingLevel = 2 }: { alert: PublishedAlert; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="min-w-0 rounded-xl border-2 border-gray-300 bg-white p-5">
      <AlertBadges alert={alert} />
      <Heading className="mt-3 text-2xl [overflow-wrap:anywhere]">
        <Link to={alertPath(alert.slug)}>{alert.title}</Link>
      </Heading>
      <p className="mt-2">
        <time dateTime={alert.publishedAt}>{formatDate(alert.publishedAt)}</time>
      </p>
      <p className="mt-2 text-lg">
        <RichText>{alert.summary}</RichText>
      </p>
    </article>
  );
}

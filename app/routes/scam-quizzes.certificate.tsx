import { href, Link } from "react-router";
import type { Route } from "./+types/scam-quizzes.certificate";
import { Alert } from "~/components/ui/alert";
import { PrintButton } from "~/components/ui/print-button";
import { SITE_NAME } from "~/content/site";
import { certificationTier, overallPercent, progressFromCookie } from "~/features/quiz/quiz-center";
import { pageMeta } from "~/lib/route-meta";
import { Paragraph } from "~/components/ui/rich-text";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";

/** The printable certificate: from the progress cookie; the name is typed in and never stored. */
export function loader({ request }: Route.LoaderArgs) {
  const progress = progressFromCookie(request.headers.get("Cookie"));
  const name = (new URL(request.url).searchParams.get("name") ?? "").trim().slice(0, 80);
  return {
    ...pageData("/scam-quizzes/certificate"),
    tier: certificationTier(progress),
    percent: overallPercent(progress),
    name,
    date: new Date().toISOString().slice(0, 10),
  };
}

export const meta = pageMeta;
export const headers = pageHeaders("/scam-quizzes/certificate");

export default function Certificate({ loaderData }: Route.ComponentProps) {
  const { tier, percent, name, date } = loaderData;
  if (!tier) {
    return (
      <div className="container-page max-w-3xl py-10">
        <h1 className="text-4xl">Your certificate</h1>
        <Alert tone="info" title="Not earned yet" className="mt-6">
          <p>Complete all three quizzes (phone, email and text) to earn your certificate.</p>
          <p className="mt-3">
            <Link to={href("/scam-quizzes")} className="btn-primary">
              Go to the quizzes
            </Link>
          </p>
        </Alert>
      </div>
    );
  }
  return (
    <div className="container-page max-w-3xl py-10">
      <form method="get" className="no-print flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <label htmlFor="cert-name" className="block font-bold">
            Name to print on the certificate (not saved)
          </label>
          <input id="cert-name" name="name" defaultValue={name} maxLength={80} autoComplete="name" className="input mt-1" />
        </div>
        <button type="submit" className="btn-secondary">
          Show my name
        </button>
        <PrintButton label="Print certificate" />
      </form>
      <section
        aria-labelledby="certificate-title"
        className="mt-8 rounded-2xl border-8 border-double border-brand p-10 text-center"
        data-testid="certificate"
      >
        <p className="text-xl font-bold text-brand">{SITE_NAME}</p>
        <h1 id="certificate-title" className="mt-4 text-4xl">
          Certificate of Achievement
        </h1>
        <p className="mt-6 text-xl">This certifies that</p>
        <p className="mt-2 text-3xl font-bold">{name || "Our Scam Spotter"}</p>
        <p className="mt-4 text-xl">
          completed the phone, email and text message scam quizzes with an overall score of {percent}%, earning the title
        </p>
        <Paragraph className="mt-4 text-4xl font-bold text-brand">{tier}</Paragraph>
        <p className="mt-8">
          Awarded{" "}
          <time dateTime={date}>{new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" })}</time>
        </p>
      </section>
      <p className="mt-6 no-print">
        <Link to={href("/scam-quizzes")}>Back to the quizzes</Link>
      </p>
    </div>
  );
}

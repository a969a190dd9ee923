import { data, useLocation } from "react-router";
import { isCarriedCheck, type KindChoice } from "~/features/checker/carry";
import { type CheckAnswer, Checker } from "~/features/checker/ui/checker";
import { HowWeCheck } from "~/features/checker/ui/how-we-check";
import { runCheck } from "~/features/checker/run-check";
import { resultInSpanish } from "~/features/checker/es/result";
import { matchReported, type ReportedMatch } from "~/features/checker/reported";
import { reportedByPrefix } from "~/features/checker/reported.server";
import { CHECK_MAX_LENGTH } from "~/features/checker/types";
import { getServices } from "~/server/context.server";
import { logFault } from "~/server/route.server";
import { PageHeader } from "~/components/ui/page-header";
import { CHECK_WORDS, type CheckWords, tooLongError } from "~/features/checker/words/words";
import { CHECK_WORDS as CHECK_WORDS_ES } from "~/features/checker/words/es/words";
import { pageMeta } from "~/lib/route-meta";
import { registryPath } from "~/lib/dates";
import { langOfPath, type Lang } from "~/lib/i18n";
import { checkForm } from "~/features/checker/schema";
import { readSubmission } from "~/server/request.server";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";
import type { Route } from "./+types/check";

const WORDS: Readonly<Record<Lang, CheckWords>> = { en: CHECK_WORDS, es: CHECK_WORDS_ES };

// One module for /check and /es/revisar (app/routes.ts): the address says the language.
export function loader({ request }: Route.LoaderArgs) {
  const path = registryPath(new URL(request.url).pathname);
  return pageData(path, WORDS[langOfPath(path)]);
}
export const meta = pageMeta;
export const headers = pageHeaders("/check");

/** The check without JavaScript: the form posts here and the page shows the answer. Nothing is stored or logged. */
export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const words = WORDS[lang];
  const { errors } = words;
  const submission = await readSubmission(request, checkForm);
  const text = submission.values.text ?? "";
  const kind: KindChoice = submission.ok ? (submission.data.kind ?? "auto") : "auto";
  if (!submission.ok) {
    // The problem in the page's language: which field failed says which words.
    const error = submission.formError
      ? submission.status === 413
        ? errors.tooLarge
        : errors.unreadable
      : submission.errors.text
        ? text.length > CHECK_MAX_LENGTH
          ? tooLongError(words)
          : errors.empty
        : submission.errors.kind
          ? errors.kind
          : errors.empty;
    return data<CheckAnswer>({ text, kind, result: null, reported: [], error }, { status: submission.status });
  }
  const found = runCheck(submission.data.text, kind === "auto" ? undefined : kind);
  const result = lang === "es" ? resultInSpanish(found) : found;
  // The same range lookup as the browser's, here in the request: nothing of it is kept.
  const { db, clock } = getServices(context);
  let reported: ReportedMatch[] = [];
  try {
    reported = await matchReported(result.reportable, (prefix) => reportedByPrefix(db, prefix, clock.now()));
  } catch (error) {
    logFault("check: reported lookup", error);
  }
  return { text, kind, result, reported, error: null } satisfies CheckAnswer;
}

const EMPTY: CheckAnswer = { text: "", kind: "auto", result: null, reported: [], error: null };

export default function CheckPage({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const words = loaderData.words;
  const carried = isCarriedCheck(location.state) ? location.state : null;
  return (
    <>
      {/* A tool used in a hurry: its box starts on a phone's first screen, under the language line too. */}
      <PageHeader title={words.title} compact>
        {words.intro}
      </PageHeader>
      <div className="container-page max-w-4xl space-y-12 py-8">
        <Checker key={location.key} answer={actionData ?? EMPTY} carried={carried} words={words} />
        <HowWeCheck words={words.how} />
      </div>
    </>
  );
}

import { data } from "react-router";
import type { Route } from "./+types/family-kit";
import { CodeWord } from "~/features/forms/ui/code-word";
import { type KitAnswer, type KitField, KitForm } from "~/features/forms/ui/kit-form";
import { ChecklistGroups } from "~/components/ui/checklist-groups";
import { PageHeader } from "~/components/ui/page-header";
import { PrintButton } from "~/components/ui/print-button";
import { BulletList, ExternalLink, Section } from "~/components/ui/section";
import { KIT_WORDS_BY_LANG as WORDS, type KitWords } from "~/features/forms";
import { IF_TARGETED_PAGE as SI_ES_VICTIMA_PAGE } from "~/content/es/si-es-victima-page";
import { makeCodeWord } from "~/features/forms/code-word";
import { type FieldErrors, formConstraints } from "~/lib/forms";
import { registryPath } from "~/lib/dates";
import { langOfPath } from "~/lib/i18n";
import { pageMeta } from "~/lib/route-meta";
import { familyKitForm, KIT_LIMITS } from "~/features/forms/family-kit-schema";
import { kitPdfResponse } from "~/features/help-now/plan-pdf.server";
import { readSubmission } from "~/server/request.server";
import { RichText, Paragraph } from "~/components/ui/rich-text";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";

export const meta = pageMeta;
export const headers = pageHeaders("/family-kit");

/** The checklist's own words ("clear my ticks"): the English are the component's. */
const CHECKLIST_WORDS = { en: undefined, es: SI_ES_VICTIMA_PAGE.checklist ?? undefined };
const langOf = (request: Request) => langOfPath(registryPath(new URL(request.url).pathname));

// One module for /family-kit and /es/kit-familiar (app/routes.ts): the address says the language.
export function loader({ request }: Route.LoaderArgs) {
  const path = registryPath(new URL(request.url).pathname);
  const lang = langOfPath(path);
  const words = WORDS[lang];
  return {
    ...pageData(path, words),
    checklist: CHECKLIST_WORDS[lang],
    codeWord: makeCodeWord(words.CODE_WORDS),
    constraints: formConstraints(familyKitForm),
  };
}

/**
 * The wallet card or fridge sheet, made from what was typed and sent straight back; never stored.
 * A valid form is answered here with the file itself (what an action returns is always page data).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    if (request.method !== "POST") return next();
    // The action still reads the original body when the form is refused.
    const submission = await readSubmission(request.clone() as unknown as Request, familyKitForm);
    return submission.ok ? kitPdfResponse(submission.data, langOf(request)) : next();
  },
];

/** A field's problem in the page's language (the schema's own words are the English page's). */
function errorsIn(words: KitWords, errors: FieldErrors<KitField>): FieldErrors<KitField> {
  if (words.KIT_PAGE.lang === "en") return errors;
  const { errors: say } = words.KIT_PAGE;
  return Object.fromEntries(
    Object.keys(errors).map((field) => [
      field,
      field.startsWith("name")
        ? say.name.replace("{max}", String(KIT_LIMITS.name))
        : field === "format" || field === "language"
          ? say.format
          : say.phone,
    ]),
  );
}

/** Reached only by a form the middleware refused: the problems beside their fields, and what was typed. */
export async function action({ request }: Route.ActionArgs) {
  const words = WORDS[langOf(request)];
  const submission = await readSubmission(request, familyKitForm);
  return data<KitAnswer>(
    submission.ok
      ? { values: submission.values, errors: {}, formError: words.KIT_PAGE.form.tryAgain }
      : { ...submission, errors: errorsIn(words, submission.errors) },
    { status: submission.ok ? 500 : submission.status },
  );
}

export default function FamilyKit({ loaderData, actionData }: Route.ComponentProps) {
  const { words } = loaderData;
  const { CALL_BEFORE_YOU_PAY, CODE_WORD, FAMILY_KIT_INTRO, KIT_CHECKLIST, THREE_RULES, KIT_PAGE } = words;
  return (
    <>
      <PageHeader title={FAMILY_KIT_INTRO.title}>{FAMILY_KIT_INTRO.intro}</PageHeader>
      <div className="container-page max-w-4xl py-8">
        <PrintButton label={KIT_PAGE.print} />
        <section id="code-word" aria-labelledby="code-word-title" className="mt-6 scroll-mt-4">
          <h2 id="code-word-title" className="text-3xl">
            {CODE_WORD.title}
          </h2>
          <Paragraph className="mt-3 text-lg">{CODE_WORD.text}</Paragraph>
          <div className="mt-4">
            <CodeWord initial={loaderData.codeWord} list={words.CODE_WORDS} words={KIT_PAGE} />
          </div>
          <Paragraph className="mt-3">{CODE_WORD.note}</Paragraph>
          <BulletList items={CODE_WORD.tips} className="mt-4 text-lg" />
          <p className="mt-3">
            {KIT_PAGE.source} <ExternalLink href={CODE_WORD.source.url}>{KIT_PAGE.sourceName}</ExternalLink>.
          </p>
        </section>
        <Section title={CALL_BEFORE_YOU_PAY.title}>
          <Paragraph className="text-lg">{CALL_BEFORE_YOU_PAY.text}</Paragraph>
          <h3 className="mt-4 text-xl">{KIT_PAGE.rulesHeading}</h3>
          <ol className="mt-2 list-decimal space-y-1 pl-6 text-lg">
            {THREE_RULES.map((rule) => (
              <li key={rule}>
                <RichText>{rule}</RichText>
              </li>
            ))}
          </ol>
          <div className="mt-6 no-print">
            <KitForm constraints={loaderData.constraints} answer={actionData as KitAnswer | undefined} words={words} />
          </div>
        </Section>
        <Section title={KIT_PAGE.checklistHeading}>
          <ChecklistGroups groups={KIT_CHECKLIST} text={loaderData.checklist} />
        </Section>
      </div>
    </>
  );
}

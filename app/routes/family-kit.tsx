import { data } from "react-router";
import type { Route } from "./+types/family-kit";
import { CodeWord } from "~/features/forms/ui/code-word";
import { type KitAnswer, KitForm } from "~/features/forms/ui/kit-form";
import { ChecklistGroups } from "~/components/ui/checklist-groups";
import { PageHeader } from "~/components/ui/page-header";
import { PrintButton } from "~/components/ui/print-button";
import { BulletList, ExternalLink, Section } from "~/components/ui/section";
import {
  CALL_BEFORE_YOU_PAY,
  CODE_WORD,
  CODE_WORDS,
  FAMILY_KIT_INTRO,
  KIT_CHECKLIST,
  THREE_RULES,
} from "~/features/forms/words/family-kit";
import { makeCodeWord } from "~/features/forms/code-word";
import { formConstraints } from "~/lib/forms";
import { pageMeta } from "~/lib/route-meta";
import { familyKitForm } from "~/features/forms/family-kit-schema";
import { kitPdfResponse } from "~/features/help-now/plan-pdf.server";
import { readSubmission } from "~/server/request.server";
import { RichText, Paragraph } from "~/components/ui/rich-text";
import { pageData, pageHeaders } from "~/features/pages/page-data.server";

export const meta = pageMeta;
export const headers = pageHeaders("/family-kit");

export function loader() {
  return {
    ...pageData("/family-kit", { CALL_BEFORE_YOU_PAY, CODE_WORD, FAMILY_KIT_INTRO, KIT_CHECKLIST, THREE_RULES }),
    codeWord: makeCodeWord(CODE_WORDS),
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
    return submission.ok ? kitPdfResponse(submission.data) : next();
  },
];

/** Reached only by a form the middleware refused: the problems beside their fields, and what was typed. */
export async function action({ request }: Route.ActionArgs) {
  const submission = await readSubmission(request, familyKitForm);
  return data<KitAnswer>(submission.ok ? { values: submission.values, errors: {}, formError: "Please try again." } : submission, {
    status: submission.ok ? 500 : submission.status,
  });
}

export default function FamilyKit({ loaderData, actionData }: Route.ComponentProps) {
  const { CALL_BEFORE_YOU_PAY, CODE_WORD, FAMILY_KIT_INTRO, KIT_CHECKLIST, THREE_RULES } = loaderData.words;
  return (
    <>
      <PageHeader title={FAMILY_KIT_INTRO.title}>{FAMILY_KIT_INTRO.intro}</PageHeader>
      <div className="container-page max-w-4xl py-8">
        <PrintButton label="Print this page" />
        <section id="code-word" aria-labelledby="code-word-title" className="mt-6 scroll-mt-4">
          <h2 id="code-word-title" className="text-3xl">
            {CODE_WORD.title}
          </h2>
          <Paragraph className="mt-3 text-lg">{CODE_WORD.text}</Paragraph>
          <div className="mt-4">
            <CodeWord initial={loaderData.codeWord} />
          </div>
          <Paragraph className="mt-3">{CODE_WORD.note}</Paragraph>
          <BulletList items={CODE_WORD.tips} className="mt-4 text-lg" />
          <p className="mt-3">
            Source: <ExternalLink href={CODE_WORD.source.url}>FBI public service announcement, December 2024</ExternalLink>.
          </p>
        </section>
        <Section title={CALL_BEFORE_YOU_PAY.title}>
          <Paragraph className="text-lg">{CALL_BEFORE_YOU_PAY.text}</Paragraph>
          <h3 className="mt-4 text-xl">The three rules on the card</h3>
          <ol className="mt-2 list-decimal space-y-1 pl-6 text-lg">
            {THREE_RULES.map((rule) => (
              <li key={rule}>
                <RichText>{rule}</RichText>
              </li>
            ))}
          </ol>
          <div className="mt-6 no-print">
            <KitForm constraints={loaderData.constraints} answer={actionData as KitAnswer | undefined} />
          </div>
        </Section>
        <Section title="Bank and credit-freeze checklist">
          <ChecklistGroups groups={KIT_CHECKLIST} />
        </Section>
      </div>
    </>
  );
}

import { href, Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { PrintButton } from "~/components/ui/print-button";
import { ExternalLink, Section } from "~/components/ui/section";
import type { HelplineStatus, Plan, PlanStep } from "../plan";
import type { HelpNowPageWords } from "../words/languages";
import { ReportSummary } from "./report-summary";
import { PhoneLink } from "~/components/ui/phone-link";
import { Paragraph, RichText } from "~/components/ui/rich-text";

function StepItem({ step, words }: { step: PlanStep; words: HelpNowPageWords }) {
  return (
    <li className="card plan-step" data-step={step.id}>
      <p>
        <span className="inline-block rounded-full border-2 border-brand bg-brand px-3 py-0.5 font-bold text-white" data-when={step.when}>
          {words.when[step.when]}
        </span>
      </p>
      <h3 className="mt-2 text-2xl">
        <RichText>{step.title}</RichText>
      </h3>
      <Paragraph className="mt-2 text-lg">{step.text}</Paragraph>
      {step.items.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-6 text-lg">
          {step.items.map((item) => (
            <li key={item}>
              <RichText>{item}</RichText>
            </li>
          ))}
        </ul>
      ) : null}
      {step.contacts.length ? (
        <ul className="mt-3 space-y-1">
          {step.contacts.map((c) => (
            <li key={c.tel + c.name}>
              <span className="font-bold">
                <RichText>{c.name}</RichText>:
              </span>{" "}
              <PhoneLink {...c} call={words.ui.call} />
            </li>
          ))}
        </ul>
      ) : null}
      {step.links.length ? (
        <ul className="mt-3 space-y-2">
          {step.links.map((l) => (
            <li key={l.url + l.name}>
              <ExternalLink href={l.url}>{l.name}</ExternalLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function Steps({ title, steps, testId, words }: { title: string; steps: readonly PlanStep[]; testId: string; words: HelpNowPageWords }) {
  if (steps.length === 0) return null;
  return (
    <Section title={title}>
      <ol className="space-y-4" data-testid={testId}>
        {steps.map((s) => (
          <StepItem key={s.id} step={s} words={words} />
        ))}
      </ol>
    </Section>
  );
}

function Helplines({ lines, call }: { lines: readonly HelplineStatus[]; call: string }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2" data-testid="helplines">
      {lines.map((status) => {
        const { helpline, open } = status;
        return (
          <li key={helpline.id} className="card" data-open={open}>
            <h3 className="text-xl">
              <RichText>{helpline.name}</RichText>
            </h3>
            <Paragraph className="text-lg">{helpline.owner}</Paragraph>
            <PhoneLink name={helpline.name} display={helpline.display} tel={helpline.tel} call={call} />
            {/* On paper the hours say it: "open now" would be wrong by the time it is read. */}
            <p className={`no-print mt-1 text-lg font-bold ${open ? "text-safe" : "text-danger"}`} data-testid="open-now">
              {status.text}
            </p>
            <p className="mt-1">{helpline.hoursText}.</p>
            <Paragraph className="mt-1">{helpline.purpose}</Paragraph>
          </li>
        );
      })}
    </ul>
  );
}

/** The personal plan: the verdict, then the steps in the order a person must act. */
export function PlanView({
  plan,
  pdfHref,
  editHref,
  addSharedHref,
  words,
}: {
  plan: Plan;
  pdfHref: string;
  editHref: string;
  addSharedHref: string;
  words: HelpNowPageWords;
}) {
  const me = plan.audience === "me";
  const { plan: PLAN_WORDS, ui } = words;
  return (
    <div className="container-page max-w-4xl pt-4 pb-8">
      <Alert tone="destructive" className="text-xl">
        <h2 className="text-3xl" data-testid="verdict">
          {plan.verdict.headline}
        </h2>
        <Paragraph className="mt-2">{plan.verdict.reason}</Paragraph>
        <Paragraph className="mt-2 font-bold">{plan.verdict.noBlame}</Paragraph>
      </Alert>
      {me ? null : <p className="mt-6 text-lg">{ui.helperNote}</p>}
      <Steps title={plan.paid ? PLAN_WORDS.nowPaid : PLAN_WORDS.nowNotPaid} steps={plan.now} testId="do-now" words={words} />
      {/* After the first steps, which matter most: on a phone they start on the first screen. */}
      <div className="no-print mt-6 flex flex-wrap gap-4">
        <PrintButton label={ui.print} />
        <a href={pdfHref} className="btn-primary" download>
          {ui.pdf}
        </a>
        <Link to={editHref} className="btn-secondary">
          {ui.change}
        </Link>
        <Link to={words.paths.start} className="btn-secondary">
          {ui.startOver}
        </Link>
      </div>
      {plan.askShared ? (
        <p className="no-print mt-6 rounded-xl border-2 border-brand bg-brand-soft p-4 text-lg" data-testid="ask-shared">
          {PLAN_WORDS.askShared}{" "}
          <Link to={addSharedHref} className="font-bold">
            {PLAN_WORDS.askSharedLink}
          </Link>
        </p>
      ) : null}
      <Steps title={PLAN_WORDS.lockDown} steps={plan.lockDown} testId="lock-down" words={words} />
      <Section title={PLAN_WORDS.helplines}>
        {plan.helplinesClosed ? (
          <p className="no-print mb-4 text-lg font-bold" data-testid="helplines-closed">
            <RichText>{PLAN_WORDS.closed}</RichText>
          </p>
        ) : null}
        <Helplines lines={plan.helplines} call={ui.call} />
      </Section>
      <Steps title={PLAN_WORDS.report} steps={plan.report} testId="report" words={words} />
      <p className="no-print mt-4 text-lg" data-testid="tell-us">
        {PLAN_WORDS.tellUs}{" "}
        <Link to={href("/report")} className="font-bold" hrefLang="en">
          {PLAN_WORDS.tellUsLink}
        </Link>
        {ui.inEnglish}
      </p>
      <Section title={me ? PLAN_WORDS.summary : PLAN_WORDS.summaryHelper}>
        <ReportSummary text={plan.summary} words={words} />
      </Section>
      <Section title={PLAN_WORDS.secondScam}>
        <Alert tone="caution">
          <Paragraph className="text-lg">{plan.recoveryScam.text}</Paragraph>
        </Alert>
      </Section>
      {plan.kindTalk.length ? (
        <Section title={PLAN_WORDS.kindTalk}>
          <ul className="list-disc space-y-2 pl-6 text-lg">
            {plan.kindTalk.map((tip) => (
              <li key={tip}>
                <RichText>{tip}</RichText>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}

import { useEffect, useRef } from "react";
import { Paragraph, RichText } from "~/components/ui/rich-text";
import { fieldIds } from "./field";

/**
 * The list of problems at the top of a form, as accessible public services do it: it takes focus
 * with each answer that has problems, the first and every later one (so a screen reader reads it and
 * the page scrolls to it), and each problem links to its field. `formError` is a problem with the
 * whole form, such as a service being down.
 */
const ENGLISH = {
  one: "Please fix the 1 problem below. Nothing you typed was lost.",
  many: "Please fix the {n} problems below. Nothing you typed was lost.",
};

export function ErrorSummary({
  formId,
  errors,
  formError,
  fieldOrder,
  say = ENGLISH,
}: {
  formId: string;
  errors: Partial<Record<string, string>>;
  formError?: string | null;
  /** Field names in the order they appear on the page. */
  fieldOrder: readonly string[];
  /** The heading in the page's language: one problem, or {n} of them. */
  say?: { one: string; many: string };
}) {
  const ref = useRef<HTMLDivElement>(null);
  const problems = fieldOrder.filter((name) => errors[name]).map((name) => ({ name, message: errors[name] as string }));
  const count = problems.length;
  const shown = count > 0 || Boolean(formError);

  // Each answer brings new `errors`: the same problems sent again must take the focus again, or it
  // stays on the body where the busy (disabled) submit button dropped it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer is the trigger.
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, errors, formError]);

  if (!shown) return null;
  const heading = count === 0 ? formError : count === 1 ? say.one : say.many.replace("{n}", String(count));
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={`${formId}-summary-title`}
      className="rounded-xl border-2 border-l-8 border-danger bg-danger-soft p-4 focus:outline-none focus-visible:outline-3"
      data-testid="error-summary"
    >
      {/* A problem with the whole form may name a number to call: RichText makes it a tel: link. */}
      <p id={`${formId}-summary-title`} className="text-lg font-bold">
        <RichText>{heading}</RichText>
      </p>
      {count > 0 && formError ? <Paragraph className="mt-2">{formError}</Paragraph> : null}
      {count > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-6">
          {problems.map(({ name, message }) => {
            const { inputId } = fieldIds(formId, name);
            return (
              <li key={name}>
                <a
                  href={`#${inputId}`}
                  className="font-bold text-danger"
                  onClick={(event) => {
                    // A fragment link scrolls but may not move focus: put the cursor in the field.
                    const field = document.getElementById(inputId);
                    if (!field) return;
                    event.preventDefault();
                    field.focus();
                    field.scrollIntoView({ block: "center" });
                  }}
                >
                  {message}
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

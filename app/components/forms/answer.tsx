import type { ReactNode } from "react";

/** The id of the place where a form's answer appears (its result, its message, or its error summary). */
export function answerId(formId: string): string {
  return `${formId}-answer`;
}

/**
 * A form's action with its answer as the #fragment. Without JavaScript the page that answers a post
 * loads at the top, leaving the answer below the fold; with the fragment the browser scrolls to it
 * (and a screen reader starts reading there). React Router keeps the fragment too, so with
 * JavaScript the answer is scrolled to and, if the button that was pressed is gone, focused.
 */
export function actionToAnswer(path: string, formId: string): string {
  return `${path}#${answerId(formId)}`;
}

/** Where a form's answer appears: the target of `actionToAnswer`, focusable (not by Tab) so it can take the reader there. */
export function Answer({
  formId,
  children,
  className = "",
  ...rest
}: { formId: string; children?: ReactNode; className?: string } & React.HTMLAttributes<HTMLDivElement>) {
  return (
    <div id={answerId(formId)} tabIndex={-1} className={`scroll-mt-4 focus:outline-none ${className}`} {...rest}>
      {children}
    </div>
  );
}

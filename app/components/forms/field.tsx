import type { ReactNode } from "react";
import { type FieldConstraint, type FieldErrors, type FieldValues, type FormConstraints, HONEYPOT_FIELD } from "~/lib/forms";

/** The ids that tie a field's label, hint and error together (the error summary links to `inputId`). */
export function fieldIds(formId: string, name: string) {
  const inputId = `${formId}-${name}`;
  return { inputId, hintId: `${inputId}-hint`, errorId: `${inputId}-error` };
}

export interface FieldProps {
  formId: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  constraint?: FieldConstraint;
  className?: string;
}

/** Label, optional hint, the control, and its error, tied together with aria-describedby. */
export function FieldFrame({ formId, name, label, hint, error, className = "", children }: FieldProps & { children: ReactNode }) {
  const { inputId, hintId, errorId } = fieldIds(formId, name);
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block font-bold">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-muted">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's problem, told beside it (a screen reader hears "Error:" first). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 font-bold text-danger">
      <span className="sr-only">Error: </span>
      {error}
    </p>
  ) : null;
}

/**
 * What every control of a field carries: its id and name, its error state tied to the hint and
 * error texts, and the schema's rules as HTML attributes, so the browser can help before sending.
 */
export function controlProps(props: FieldProps) {
  const { formId, name, hint, error, constraint } = props;
  const { inputId, hintId, errorId } = fieldIds(formId, name);
  return {
    id: inputId,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined,
    className: "input mt-1",
    required: constraint?.required || undefined,
    maxLength: constraint?.maxLength,
    minLength: constraint?.minLength,
  };
}

type InputProps = FieldProps & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "id"> & { defaultValue?: string };

export function TextField(props: InputProps) {
  const { formId, name, label, hint, error, constraint, className, type, ...rest } = props;
  return (
    <FieldFrame {...props}>
      <input type={type ?? constraint?.type ?? "text"} {...controlProps(props)} {...rest} />
    </FieldFrame>
  );
}

/** Hidden from people (and from screen readers); bots fill it in. Public forms that store anything carry it. */
export function HoneypotField({ formId }: { formId: string }) {
  return (
    <div className="hidden" aria-hidden="true">
      <label htmlFor={`${formId}-hp`}>Leave this empty</label>
      <input id={`${formId}-hp`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** The props of each field of a form: its rules, its error and what was typed (kept after a refusal). */
export function fieldsOf<F extends string>(
  formId: string,
  constraints: FormConstraints<F>,
  values: FieldValues<F>,
  errors: FieldErrors<F>,
) {
  return (name: F) => ({ formId, name, constraint: constraints[name], error: errors[name], defaultValue: values[name] ?? "" });
}

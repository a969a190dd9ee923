import { z } from "zod";

/**
 * One schema per form (docs/decisions/0007-form-schemas.md). A form is a zod object schema; the
 * action validates with it, and the component gets the HTML constraints derived from it (required,
 * maxlength, minlength, type) as plain data, so zod never ships to the browser.
 */
export interface FormDefinition<S extends z.ZodObject = z.ZodObject> {
  schema: S;
  /** The form's own field names: anything else a request carries is ignored. */
  fields: readonly FieldName<S>[];
  /** Fields kept exactly as typed (passwords); every other text is trimmed. */
  untrimmed: readonly string[];
}

export type FieldName<S extends z.ZodObject> = keyof z.input<S> & string;
export type FieldValues<F extends string = string> = Partial<Record<F, string>>;
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/** What an input needs to know of its field's rules, as HTML attributes. */
export interface FieldConstraint {
  required: boolean;
  maxLength?: number;
  minLength?: number;
  type?: "email";
}
export type FormConstraints<F extends string = string> = Record<F, FieldConstraint>;

export type FormResult<S extends z.ZodObject> =
  | { ok: true; data: z.output<S>; values: FieldValues<FieldName<S>> }
  | { ok: false; values: FieldValues<FieldName<S>>; errors: FieldErrors<FieldName<S>> };

export function defineForm<S extends z.ZodObject>(schema: S, options: { untrimmed?: readonly FieldName<S>[] } = {}): FormDefinition<S> {
  return { schema, fields: Object.keys(schema.shape) as FieldName<S>[], untrimmed: options.untrimmed ?? [] };
}

/** What a refused form carries back of one field at most: enough to keep what was typed, never a flood. */
const ECHO_MAX = 10_000;

/**
 * The submitted text of the form's own fields: the first value of each, trimmed (except untrimmed
 * fields), files and unknown names dropped. An empty value counts as not given.
 */
export function formValues<S extends z.ZodObject>(form: FormDefinition<S>, source: FormData | URLSearchParams): FieldValues<FieldName<S>> {
  const values: FieldValues<FieldName<S>> = {};
  for (const field of form.fields) {
    const raw = source.get(field);
    if (typeof raw !== "string") continue;
    const value = (form.untrimmed.includes(field) ? raw : raw.trim()).replaceAll("\u0000", "");
    if (value !== "") values[field] = value;
  }
  return values;
}

/** Validates a submission against its form: the data on success, else one plain message per field. */
export function parseForm<S extends z.ZodObject>(form: FormDefinition<S>, source: FormData | URLSearchParams): FormResult<S> {
  const values = formValues(form, source);
  const result = form.schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data, values };
  for (const field of form.fields) {
    const value = values[field];
    if (value !== undefined) values[field] = value.slice(0, ECHO_MAX);
  }
  const errors: FieldErrors<FieldName<S>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && form.fields.includes(field as FieldName<S>) && !errors[field as FieldName<S>]) {
      errors[field as FieldName<S>] = issue.message;
    }
  }
  return { ok: false, values, errors };
}

type JsonProperty = { type?: string; format?: string; maxLength?: number; minLength?: number; anyOf?: JsonProperty[] };

/** The HTML constraints of every field, read from the schema's JSON Schema (zod's own export). */
export function formConstraints<S extends z.ZodObject>(form: FormDefinition<S>): FormConstraints<FieldName<S>> {
  const json = z.toJSONSchema(form.schema, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, JsonProperty>;
    required?: string[];
  };
  const out = {} as FormConstraints<FieldName<S>>;
  for (const field of form.fields) {
    const property = json.properties?.[field] ?? {};
    const text = property.anyOf?.find((p) => p.type === "string") ?? property;
    const constraint: FieldConstraint = { required: json.required?.includes(field) ?? false };
    if (text.maxLength !== undefined) constraint.maxLength = text.maxLength;
    if (text.minLength !== undefined && text.minLength > 1) constraint.minLength = text.minLength;
    if (text.format === "email") constraint.type = "email";
    out[field] = constraint;
  }
  return out;
}

/** Honeypot field: hidden from people, filled in by bots. Public forms that store anything carry it. */
export const HONEYPOT_FIELD = "website";

export function honeypotFilled(source: FormData | URLSearchParams): boolean {
  const value = source.get(HONEYPOT_FIELD);
  return typeof value === "string" && value !== "";
}

import { Field, Label, Switch } from "@headlessui/react";
import { useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import { TextField } from "~/components/forms/field";
import { TextAreaField } from "~/components/forms/text-area-field";
import { ALERT_LIMITS, ALERT_SCAM_TYPES, ALERT_SEVERITIES, type AlertFields, SPANISH_FIELDS } from "../alerts";
import type { FieldErrors, FieldValues } from "~/lib/forms";
import { ChoiceListbox } from "./choice-listbox";
import { ConfirmedField, ConfirmSendDialog, useSendQuestion } from "./confirm-send-dialog";

type EditorField = keyof AlertFields;

/**
 * The alert editor: the fields, how serious and what kind (Listbox), "also email it" (Switch) and
 * the buttons. Publishing with the Switch on asks "Send this alert to N subscribers?" first.
 */
export function AlertEditor({
  alert,
  values,
  errors = {},
  recipients,
  canSend,
  published,
}: {
  alert: AlertFields | null;
  values?: FieldValues<EditorField>;
  errors?: FieldErrors<EditorField>;
  recipients: number;
  canSend: boolean;
  published: boolean;
}) {
  const formId = useId();
  const [send, setSend] = useState(false);
  const question = useSendQuestion();
  const busy = useNavigation().state === "submitting";
  const value = (name: EditorField) => values?.[name] ?? alert?.[name] ?? "";
  const field = (name: EditorField) => ({ formId, name, error: errors[name], defaultValue: value(name) });

  return (
    <Form method="post" ref={question.formRef} className="max-w-3xl space-y-6" aria-describedby={`${formId}-help`}>
      <p id={`${formId}-help`} className="text-muted">
        Write for older readers: short sentences and plain words. Every field is needed but the Spanish version.
      </p>
      <TextField {...field("title")} label="Title" required maxLength={ALERT_LIMITS.title} hint="What the scam is, in a few words." />
      <TextAreaField
        {...field("summary")}
        label="Short summary"
        rows={3}
        required
        maxLength={ALERT_LIMITS.summary}
        hint="One or two sentences. It is shown in lists, on the home page and at the top of the email."
      />
      <TextAreaField
        {...field("body")}
        label="Alert text"
        rows={14}
        required
        maxLength={ALERT_LIMITS.body}
        hint="Plain text. Leave an empty line between paragraphs. Start a line with - for a list, or 1. for numbered steps."
      />
      <TextAreaField
        {...field("whatToDo")}
        label="What to do"
        rows={6}
        required
        maxLength={ALERT_LIMITS.whatToDo}
        hint="One step per line. They are shown as numbered steps."
      />
      <details className="rounded-xl border-2 border-gray-300 p-4" open={SPANISH_FIELDS.some((name) => value(name) !== "") || undefined}>
        <summary className="min-h-11 cursor-pointer text-lg font-bold">Spanish version (optional)</summary>
        <p className="mt-2 text-muted">
          Readers who chose Spanish get this version, and it is listed at /es/alertas and in its feed. Without it they get the English
          alert, said to be in English. Fill in all four fields, or none. Write it in Spanish, not word for word.
        </p>
        <div className="mt-4 space-y-6" lang="es">
          <TextField {...field("titleEs")} label="Título en español" maxLength={ALERT_LIMITS.title} />
          <TextAreaField {...field("summaryEs")} label="Resumen corto en español" rows={3} maxLength={ALERT_LIMITS.summary} />
          <TextAreaField {...field("bodyEs")} label="Texto de la alerta en español" rows={10} maxLength={ALERT_LIMITS.body} />
          <TextAreaField
            {...field("whatToDoEs")}
            label="Qué hacer en español (un paso por línea)"
            rows={5}
            maxLength={ALERT_LIMITS.whatToDo}
          />
        </div>
      </details>
      <div className="grid gap-6 sm:grid-cols-2">
        <ChoiceListbox
          name="scamType"
          label="Kind of scam"
          options={ALERT_SCAM_TYPES}
          defaultValue={(value("scamType") || "other") as AlertFields["scamType"]}
          error={errors.scamType}
        />
        <ChoiceListbox
          name="severity"
          label="How serious"
          options={ALERT_SEVERITIES}
          defaultValue={(value("severity") || "warning") as AlertFields["severity"]}
          error={errors.severity}
        />
      </div>
      {canSend ? (
        <Field className="flex items-center gap-4">
          <Switch
            name="send"
            value="on"
            checked={send}
            onChange={setSend}
            className="group relative inline-flex h-11 w-20 shrink-0 items-center rounded-full border-2 border-ink bg-gray-200 data-checked:bg-brand"
          >
            <span className="inline-block size-8 translate-x-1 rounded-full border-2 border-ink bg-white transition group-data-checked:translate-x-10" />
          </Switch>
          <Label className="text-lg font-bold">Also email it to subscribers when I publish ({recipients} confirmed)</Label>
        </Field>
      ) : null}
      <ConfirmedField confirmed={question.confirmed} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save" className="btn-secondary" disabled={busy}>
          {published ? "Save changes" : "Save draft"}
        </button>
        <button type="submit" name="intent" value="preview" className="btn-secondary" disabled={busy}>
          Save and preview
        </button>
        <button
          type="submit"
          name="intent"
          value="publish"
          ref={question.submitterRef}
          className="btn-primary"
          disabled={busy}
          onClick={(event) => question.askFirst(event, send)}
        >
          {published ? "Save and keep published" : "Publish"}
        </button>
      </div>
      <ConfirmSendDialog recipients={recipients} {...question.dialog} />
    </Form>
  );
}

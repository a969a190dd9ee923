import type { z } from "zod";
import { BODY_MESSAGES } from "~/lib/body-messages";
import { type FieldErrors, type FieldName, type FieldValues, type FormDefinition, parseForm } from "~/lib/forms";
import { langOfPath } from "~/lib/i18n";

/** Small forms: a few fields of text. */
export const FORM_MAX_BYTES = 16 * 1024;

/** More than any route takes (the largest is an audio upload of 1.5 MB): refused by the Worker before routing. Each route has its own, smaller limit. */
export const BODY_MAX_BYTES = 4 * 1024 * 1024;

/**
 * A refused body is still read (and thrown away) up to this size before answering: answering
 * while the client is still sending makes some proxies drop the answer and report a failure
 * (measured through `npm start`: a 5 MB post answered early came back as 500 about two times in
 * three). Past this size the stream is cancelled.
 */
const DISCARD_MAX_BYTES = 32 * 1024 * 1024;

export type BodyProblem = { status: 400 | 413 | 415; message: string };
export type FormRead = { ok: true; form: FormData } | ({ ok: false } & BodyProblem);

/** Reads and discards what is left of a request body (bounded), so the connection stays usable. */
export async function discardBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed) return;
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    reader = request.body.getReader();
  } catch {
    return; // Already being read elsewhere.
  }
  await drain(reader, DISCARD_MAX_BYTES);
}

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number): Promise<void> {
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.byteLength;
      if (seen > budget) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away: nothing to answer.
  }
}

/** The request names this site as its origin (the page it was sent from). */
export function isSameOrigin(request: Request, siteUrl: string): boolean {
  const origin = request.headers.get("Origin");
  return origin !== null && (origin === new URL(request.url).origin || origin === new URL(siteUrl).origin);
}

/** A declared length over the limit: refused before a byte is read. */
export function declaredTooLarge(request: Request, maxBytes: number): boolean {
  const declared = Number(request.headers.get("Content-Length") ?? "NaN");
  return Number.isFinite(declared) && declared > maxBytes;
}

/** Reads a request body up to `maxBytes`; null when it is longer (the rest is discarded, not kept). */
export async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await drain(reader, DISCARD_MAX_BYTES);
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * Reads a urlencoded or multipart form, refusing a body larger than `maxBytes` by its declared
 * length first and while reading when none is declared. A refusal is said in the language of the
 * address the form was sent to.
 */
export async function readForm(request: Request, maxBytes = FORM_MAX_BYTES): Promise<FormRead> {
  const say = BODY_MESSAGES[langOfPath(new URL(request.url).pathname)];
  if (declaredTooLarge(request, maxBytes)) {
    await discardBody(request);
    return { ok: false, status: 413, message: say.tooLarge };
  }
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.includes("application/x-www-form-urlencoded") && !type.includes("multipart/form-data")) {
    await discardBody(request);
    return { ok: false, status: 415, message: say.wrongType };
  }
  const bytes = await readLimited(request, maxBytes);
  if (!bytes) return { ok: false, status: 413, message: say.tooLarge };
  try {
    const form = await new Response(bytes, { headers: { "Content-Type": type } }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, status: 400, message: say.unreadable };
  }
}

export type Submission<S extends z.ZodObject> =
  | { ok: true; data: z.output<S>; values: FieldValues<FieldName<S>>; form: FormData }
  | { ok: false; status: 400 | 413 | 415; values: FieldValues<FieldName<S>>; errors: FieldErrors<FieldName<S>>; formError: string | null };

/**
 * Every form action starts here: read the body within its limit, then validate it with the form's
 * one schema. On failure the answer carries what was typed, so nothing is lost.
 */
export async function readSubmission<S extends z.ZodObject>(
  request: Request,
  form: FormDefinition<S>,
  maxBytes = FORM_MAX_BYTES,
): Promise<Submission<S>> {
  const read = await readForm(request, maxBytes);
  if (!read.ok) return { ok: false, status: read.status, values: {}, errors: {}, formError: read.message };
  const parsed = parseForm(form, read.form);
  if (!parsed.ok) return { ok: false, status: 400, values: parsed.values, errors: parsed.errors, formError: null };
  return { ok: true, data: parsed.data, values: parsed.values, form: read.form };
}

/** Result of reading a small form body with a size limit. */
export type FormRead = { ok: true; form: FormData } | { ok: false; status: 400 | 413 | 415; error: string };

export const FORM_MAX_BYTES = 16 * 1024;

/**
 * Reads a urlencoded or multipart form, refusing a body larger than `maxBytes` before reading it
 * whole when the size is declared, and while reading when it is not.
 */
export async function readForm(request: Request, maxBytes = FORM_MAX_BYTES): Promise<FormRead> {
  const tooLarge = { ok: false, status: 413, error: "What you sent is too long. Please shorten it and try again." } as const;
  const declared = Number(request.headers.get("Content-Length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) return tooLarge;
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.includes("application/x-www-form-urlencoded") && !type.includes("multipart/form-data")) {
    return { ok: false, status: 415, error: "Please send the form from the page." };
  }
  const bytes = await readLimited(request, maxBytes);
  if (!bytes) return tooLarge;
  try {
    const form = await new Response(bytes, { headers: { "Content-Type": type } }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, status: 400, error: "The form could not be read. Please try again." };
  }
}

/** Reads a request body up to `maxBytes`; null when it is longer. */
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
      await reader.cancel();
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

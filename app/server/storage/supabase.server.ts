import { createClient } from "@supabase/supabase-js";
import type { GetResult, ObjectStore, PutOptions, PutResult } from "./port.server";

/**
 * A Supabase Storage bucket as an ObjectStore. Supabase answers a missing object with HTTP 400
 * and code NoSuchKey (or 404 on some versions): both mean "not found", never a crash.
 */
export function supabaseStore(url: string, key: string, bucket: string, fetchImpl?: typeof fetch): ObjectStore {
  const client = createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: fetchImpl ? { fetch: fetchImpl } : undefined,
  });
  const storage = () => client.storage.from(bucket);
  return {
    async get(path: string): Promise<GetResult> {
      const { data, error } = await storage().download(path);
      if (error || !data) return notFoundOrError(error);
      return {
        ok: true,
        object: { body: await data.arrayBuffer(), contentType: data.type || "application/octet-stream", size: data.size },
      };
    },
    async put(path: string, body: ArrayBuffer | Uint8Array, options: PutOptions): Promise<PutResult> {
      const { error } = await storage().upload(path, body, {
        contentType: options.contentType,
        cacheControl: String(options.cacheControl ?? 3600),
        upsert: true,
      });
      return error ? { ok: false, message: error.message } : { ok: true };
    },
    async delete(path: string): Promise<PutResult> {
      const { error } = await storage().remove([path]);
      return error ? { ok: false, message: error.message } : { ok: true };
    },
  };
}

/**
 * Only a missing object is "not found" (code NoSuchKey, "Object not found"). A missing bucket
 * answers "Bucket not found" with the same status: that is a setup error, and must be reported.
 */
function notFoundOrError(error: unknown): GetResult {
  const e = (error ?? {}) as {
    status?: number;
    statusCode?: string | number;
    code?: string;
    message?: string;
    originalError?: { status?: number };
  };
  const message = e.message ?? "";
  if (/bucket/i.test(message)) return { ok: false, reason: "error", message };
  const status = Number(e.status ?? e.originalError?.status ?? e.statusCode);
  if (e.code === "NoSuchKey" || /^object not found/i.test(message) || (status === 404 && /not.?found/i.test(message))) {
    return { ok: false, reason: "not_found" };
  }
  return { ok: false, reason: "error", message: message || "Storage request failed" };
}

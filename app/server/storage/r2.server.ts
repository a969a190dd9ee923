import type { GetResult, ObjectStore, PutOptions, PutResult } from "./port.server";

/** An R2 bucket binding as an ObjectStore. */
export function r2Store(bucket: R2Bucket): ObjectStore {
  return {
    async get(key: string): Promise<GetResult> {
      try {
        const object = await bucket.get(key);
        if (!object) return { ok: false, reason: "not_found" };
        return {
          ok: true,
          object: { body: object.body, contentType: object.httpMetadata?.contentType ?? "application/octet-stream", size: object.size },
        };
      } catch (error) {
        return { ok: false, reason: "error", message: error instanceof Error ? error.message : String(error) };
      }
    },
    async put(key: string, body: ArrayBuffer | Uint8Array, options: PutOptions): Promise<PutResult> {
      try {
        await bucket.put(key, body, {
          httpMetadata: {
            contentType: options.contentType,
            cacheControl: options.cacheControl ? `public, max-age=${options.cacheControl}` : undefined,
          },
        });
        return { ok: true };
      } catch (error) {
        return { ok: false, message: error instanceof Error ? error.message : String(error) };
      }
    },
    async delete(key: string): Promise<PutResult> {
      try {
        await bucket.delete(key);
        return { ok: true };
      } catch (error) {
        return { ok: false, message: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/**
 * The storage port (docs/decisions/0005-storage-port.md): one interface for the two buckets, with an R2 adapter (the local
 * default) and a Supabase Storage adapter, chosen from the secrets in `createStorage`.
 */
export type StoredObject = { body: ReadableStream<Uint8Array> | ArrayBuffer; contentType: string; size: number | null };

export type GetResult =
  | { ok: true; object: StoredObject }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "error"; message: string };
export type PutResult = { ok: true } | { ok: false; message: string };

export interface PutOptions {
  contentType: string;
  /** Seconds. */
  cacheControl?: number;
}

export interface ObjectStore {
  get(key: string): Promise<GetResult>;
  /** Creates or replaces the object (upsert). */
  put(key: string, body: ArrayBuffer | Uint8Array, options: PutOptions): Promise<PutResult>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<PutResult>;
}

/** Bucket names, as the deploy steps create them (README: Deploy to Cloudflare). */
export const BUCKETS = { guides: "pdf-guides", quizAudio: "quiz-audio" } as const;

export interface Storage {
  guides: ObjectStore;
  quizAudio: ObjectStore;
}

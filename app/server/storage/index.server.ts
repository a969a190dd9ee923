import type { Secrets } from "../secrets.server";
import { BUCKETS, type Storage } from "./port.server";
import { r2Store } from "./r2.server";
import { supabaseStore } from "./supabase.server";

/** Picks the storage in one place: Supabase when SUPABASE_URL and a key are set, else the R2 buckets. */
export function createStorage(supabase: Secrets["supabase"], r2: { guides: R2Bucket; quizAudio: R2Bucket }): Storage {
  if (supabase) {
    return {
      guides: supabaseStore(supabase.url, supabase.serviceRoleKey, BUCKETS.guides),
      quizAudio: supabaseStore(supabase.url, supabase.serviceRoleKey, BUCKETS.quizAudio),
    };
  }
  return { guides: r2Store(r2.guides), quizAudio: r2Store(r2.quizAudio) };
}

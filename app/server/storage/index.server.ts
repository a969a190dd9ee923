import { BUCKETS, type Storage } from "./port.server";
import { r2Store } from "./r2.server";
import { supabaseStore } from "./supabase.server";

/** Picks the storage in one place: Supabase when SUPABASE_URL and a key are set, else the R2 bindings. */
export function storageFromEnv(env: Env & { SUPABASE_URL?: string; SUPABASE_SERVICE_ROLE_KEY?: string }): Storage {
  if (env.SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY) {
    return {
      guides: supabaseStore(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, BUCKETS.guides),
      quizAudio: supabaseStore(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, BUCKETS.quizAudio),
    };
  }
  return { guides: r2Store(env.GUIDES), quizAudio: r2Store(env.QUIZ_AUDIO) };
}

import { readSecrets } from "../secrets.server";
import { BUCKETS, type Storage } from "./port.server";
import { r2Store } from "./r2.server";
import { supabaseStore } from "./supabase.server";

/** Picks the storage in one place: Supabase when SUPABASE_URL and a key are set, else the R2 bindings. */
export function storageFromEnv(env: Env): Storage {
  const { supabase } = readSecrets(env);
  if (supabase) {
    return {
      guides: supabaseStore(supabase.url, supabase.serviceRoleKey, BUCKETS.guides),
      quizAudio: supabaseStore(supabase.url, supabase.serviceRoleKey, BUCKETS.quizAudio),
    };
  }
  return { guides: r2Store(env.GUIDES), quizAudio: r2Store(env.QUIZ_AUDIO) };
}

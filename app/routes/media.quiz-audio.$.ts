import type { Route } from "./+types/media.quiz-audio.$";
import { AUDIO_CACHE_SECONDS } from "~/lib/audio-rules";
import { getEnv } from "~/server/context.server";
import { storageFromEnv } from "~/server/storage/index.server";

/** Quiz recordings, served from the quiz-audio bucket (only phone/{slug}.mp3 and phone/{slug}-es.mp3). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const path = params["*"] ?? "";
  if (!/^phone\/[a-z0-9-]+\.mp3$/.test(path)) return new Response("Not found", { status: 404 });
  const result = await storageFromEnv(getEnv(context)).quizAudio.get(path);
  if (!result.ok)
    return new Response(result.reason === "not_found" ? "Not found" : "Audio is unavailable", {
      status: result.reason === "not_found" ? 404 : 503,
    });
  return new Response(result.object.body, {
    headers: { "Content-Type": "audio/mpeg", "Cache-Control": `public, max-age=${AUDIO_CACHE_SECONDS}` },
  });
}

import { CACHE_POLICY } from "~/lib/cache-policy";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/media.quiz-audio.$";

const RECORDING = /^phone\/[a-z0-9-]+\.mp3$/;
/** Each upload gets a new name (phone/{slug}-{version}.mp3), so a versioned file never changes. */
const VERSIONED = /-\d{10,}\.mp3$/;

/** Quiz recordings, served from the quiz-audio bucket (only phone/*.mp3). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const path = params["*"] ?? "";
  if (!RECORDING.test(path)) return new Response("Not found", { status: 404 });
  const result = await getServices(context).storage.quizAudio.get(path);
  if (!result.ok) {
    const missing = result.reason === "not_found";
    if (!missing) console.error("quiz audio read failed:", result.message);
    return new Response(missing ? "Not found" : "Audio is unavailable right now.", {
      status: missing ? 404 : 503,
      headers: { "Cache-Control": CACHE_POLICY.api },
    });
  }
  return new Response(result.object.body, {
    headers: { "Content-Type": "audio/mpeg", "Cache-Control": VERSIONED.test(path) ? CACHE_POLICY.immutable : CACHE_POLICY.file },
  });
}

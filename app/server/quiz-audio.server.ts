import {
  AUDIO_CACHE_SECONDS,
  AUDIO_LANGUAGES,
  AUDIO_MAX_BYTES,
  AUDIO_MESSAGES,
  audioPath,
  checkAudioFile,
  type AudioLanguage,
  type AudioProblem,
} from "~/lib/audio-rules";
import { checkMp3 } from "./audio.server";
import { readLimited } from "./request.server";
import { findPhoneQuestion, setPhoneQuestionAudio } from "./phone-quiz.server";
import type { ObjectStore } from "./storage/port.server";

export type UploadResult =
  | { ok: true; title: string; description: string; url: string; duration: number; slug: string; size: number }
  | ({ ok: false; status: number } & AudioProblem);

/** Public address of a stored quiz recording: served by the Worker from the quiz-audio bucket. */
export function audioUrl(path: string, version: number): string {
  return `/media/quiz-audio/${path}?v=${version}`;
}

/**
 * The upload, checked again on the server before anything is stored: the declared size before the
 * body is read, then the spec's checks in order, then the content itself (a real MP3 of 10-60 s).
 */
export async function uploadQuizAudio(request: Request, db: D1Database, store: ObjectStore): Promise<UploadResult> {
  // The file plus room for the other fields; refused before the body is read whole.
  const limit = AUDIO_MAX_BYTES + 64 * 1024;
  const declared = Number(request.headers.get("Content-Length") ?? "NaN");
  if (Number.isFinite(declared) && declared > limit) return { ok: false, status: 413, ...AUDIO_MESSAGES.size };
  const body = await readLimited(request, limit);
  if (!body) return { ok: false, status: 413, ...AUDIO_MESSAGES.size };
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } }).formData();
  } catch {
    return { ok: false, status: 400, ...AUDIO_MESSAGES.missing };
  }
  const file = form.get("file");
  const slug = String(form.get("question") ?? "");
  if (!(file instanceof File) || file.size === 0 || slug === "") return { ok: false, status: 400, ...AUDIO_MESSAGES.missing };
  const problem = checkAudioFile(file.name, file.type, file.size);
  if (problem) return { ok: false, status: problem === AUDIO_MESSAGES.size ? 413 : 400, ...problem };
  const question = await findPhoneQuestion(db, slug);
  if (!question) return { ok: false, status: 404, ...AUDIO_MESSAGES.notFound };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mp3 = await checkMp3(bytes);
  if (!mp3.ok) return { ok: false, status: 400, ...mp3.problem };
  const requested = String(form.get("language") ?? "en");
  const language: AudioLanguage = (AUDIO_LANGUAGES as readonly string[]).includes(requested) ? (requested as AudioLanguage) : "en";
  const path = audioPath(question.slug, language);
  const stored = await store.put(path, bytes, { contentType: "audio/mpeg", cacheControl: AUDIO_CACHE_SECONDS });
  if (!stored.ok) return { ok: false, status: 503, title: "Upload Failed", description: stored.message || "Unknown error occurred" };
  const url = audioUrl(path, Date.now());
  await setPhoneQuestionAudio(db, question.slug, language, url, String(form.get("transcript") ?? "").slice(0, 5000));
  return { ok: true, ...AUDIO_MESSAGES.success(question.title), url, duration: mp3.duration, slug: question.slug, size: file.size };
}

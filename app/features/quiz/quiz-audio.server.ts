import { parseForm } from "~/lib/forms";
import {
  AUDIO_CACHE_SECONDS,
  AUDIO_MAX_BYTES,
  AUDIO_MESSAGES,
  type AudioProblem,
  audioPath,
  audioPathFromUrl,
  checkAudioFile,
} from "./audio-rules";
import { audioUploadForm } from "~/features/operator";
import { checkMp3 } from "./audio.server";
import { findPhoneQuestion, setPhoneQuestionAudio } from "./phone-quiz.server";
import { declaredTooLarge, discardBody, readLimited } from "~/server/request.server";
import { logFault } from "~/server/route.server";
import type { ObjectStore } from "~/server/storage/port.server";

export type UploadResult =
  | { ok: true; title: string; description: string; url: string; duration: number; slug: string; size: number }
  | ({ ok: false; status: number } & AudioProblem);

/** The file plus room for the other fields. */
const UPLOAD_MAX_BYTES = AUDIO_MAX_BYTES + 64 * 1024;

const NOT_SAVED = {
  title: "Upload Failed",
  description: "The recording could not be saved just now. The question keeps its old recording.",
};

/** Public address of a stored quiz recording: served by the Worker from the quiz-audio bucket. */
export function audioUrl(path: string): string {
  return `/media/quiz-audio/${path}`;
}

/**
 * The upload, checked again on the server before anything is stored: the declared size before the
 * body is read, then the checks of audio-rules.ts in order, then the content itself (a real MP3 of 10-60 s).
 * The recording is stored under a new name and the question switched to it after; if that fails
 * the new file is removed, so the question never points at a file that is not there.
 */
export async function uploadQuizAudio(request: Request, db: D1Database, store: ObjectStore): Promise<UploadResult> {
  if (declaredTooLarge(request, UPLOAD_MAX_BYTES)) {
    await discardBody(request);
    return { ok: false, status: 413, ...AUDIO_MESSAGES.size };
  }
  const body = await readLimited(request, UPLOAD_MAX_BYTES);
  if (!body) return { ok: false, status: 413, ...AUDIO_MESSAGES.size };
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } }).formData();
  } catch {
    return { ok: false, status: 400, ...AUDIO_MESSAGES.missing };
  }
  const file = form.get("file");
  const fields = parseForm(audioUploadForm, form);
  if (!(file instanceof File) || file.size === 0 || !fields.ok) {
    const problem =
      fields.ok || fields.errors.question
        ? AUDIO_MESSAGES.missing
        : { title: "Upload Failed", description: Object.values(fields.errors)[0] ?? "" };
    return { ok: false, status: 400, ...problem };
  }
  const problem = checkAudioFile(file.name, file.type, file.size);
  if (problem) return { ok: false, status: problem === AUDIO_MESSAGES.size ? 413 : 400, ...problem };
  const { question: slug, language, transcript = "" } = fields.data;
  let question: Awaited<ReturnType<typeof findPhoneQuestion>>;
  try {
    question = await findPhoneQuestion(db, slug);
  } catch (error) {
    logFault("quiz audio: question lookup", error);
    return { ok: false, status: 503, ...NOT_SAVED };
  }
  if (!question) return { ok: false, status: 404, ...AUDIO_MESSAGES.notFound };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mp3 = await checkMp3(bytes);
  if (!mp3.ok) return { ok: false, status: 400, ...mp3.problem };

  const path = audioPath(question.slug, language, Date.now());
  const stored = await store.put(path, bytes, { contentType: "audio/mpeg", cacheControl: AUDIO_CACHE_SECONDS });
  if (!stored.ok) return { ok: false, status: 503, title: "Upload Failed", description: stored.message || "Unknown error occurred" };
  const url = audioUrl(path);
  try {
    await setPhoneQuestionAudio(db, question.slug, language, url, transcript);
  } catch (error) {
    logFault("quiz audio: switch to new recording", error);
    const removed = await store.delete(path);
    if (!removed.ok) logFault("quiz audio: remove unused recording", removed.message);
    return { ok: false, status: 503, ...NOT_SAVED };
  }
  const previous = audioPathFromUrl(language === "es" ? question.audioUrlEs : question.audioUrl);
  if (previous && previous !== path) {
    const removed = await store.delete(previous);
    if (!removed.ok) logFault("quiz audio: remove replaced recording", removed.message);
  }
  return { ok: true, ...AUDIO_MESSAGES.success(question.title), url, duration: mp3.duration, slug: question.slug, size: file.size };
}

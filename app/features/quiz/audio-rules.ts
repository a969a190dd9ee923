/** Quiz audio rules (README: Phone quiz recordings). */
export const AUDIO_MAX_BYTES = 1.5 * 1024 * 1024;
export const AUDIO_MIN_SECONDS = 10;
export const AUDIO_MAX_SECONDS = 60;
/** Loudness (RMS) below this only warns. */
export const QUIET_RMS = 0.01;
export const AUDIO_CACHE_SECONDS = 3600;
export const AUDIO_LANGUAGES = ["en", "es"] as const;
export type AudioLanguage = (typeof AUDIO_LANGUAGES)[number];

/** The admin toasts, word for word as the tests check them. */
export const AUDIO_MESSAGES = {
  type: { title: "Invalid File Type", description: "Please upload an MP3 file" },
  size: { title: "File Too Large", description: "File must be under 1.5MB" },
  duration: { title: "Invalid Duration", description: "Audio must be between 10-60 seconds" },
  unreadable: { title: "Invalid Audio File", description: "Unable to load audio file" },
  quiet: { title: "Audio Too Quiet", description: "Audio appears to be very low volume" },
  missing: { title: "Missing Information", description: "Please select a file and question" },
  notFound: { title: "Upload Failed", description: "Question not found" },
  success: (title: string) => ({ title: "Upload Successful", description: `Audio uploaded and mapped to ${title}` }),
} as const;

export type AudioProblem = { title: string; description: string };

/** The first checks, in this order: type (audio/mpeg or a name ending .mp3), then size. */
export function checkAudioFile(name: string, type: string, size: number): AudioProblem | null {
  if (type !== "audio/mpeg" && !name.toLowerCase().endsWith(".mp3")) return AUDIO_MESSAGES.type;
  if (size > AUDIO_MAX_BYTES) return AUDIO_MESSAGES.size;
  return null;
}

export function checkDuration(seconds: number): AudioProblem | null {
  if (!Number.isFinite(seconds)) return AUDIO_MESSAGES.unreadable;
  return seconds < AUDIO_MIN_SECONDS || seconds > AUDIO_MAX_SECONDS ? AUDIO_MESSAGES.duration : null;
}

/**
 * Storage path: phone/{slug}-{version}.mp3, or phone/{slug}-es-{version}.mp3 for Spanish. A new
 * name for each upload, not one phone/{slug}.mp3 written over, means the page plays the old recording
 * until the question is switched to the new one, and never half of each.
 */
export function audioPath(slug: string, language: AudioLanguage, version: number): string {
  return `phone/${slug}${language === "es" ? "-es" : ""}-${version}.mp3`;
}

/** The stored path behind a recording's public address (/media/quiz-audio/{path}), if it is one of ours. */
export function audioPathFromUrl(url: string | null): string | null {
  const match = url ? /^\/media\/quiz-audio\/(phone\/[a-z0-9-]+\.mp3)(?:\?.*)?$/.exec(url) : null;
  return match ? match[1]! : null;
}

/** An MP3 starts with an ID3 tag or an MPEG audio frame sync (11 set bits). */
export function looksLikeMp3(bytes: Uint8Array): boolean {
  if (bytes.length < 4) return false;
  if (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) return true;
  return bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0;
}

/** Root mean square of samples: how loud the recording is, from 0 (silence) to 1. */
export function rms(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i]! * samples[i]!;
  return Math.sqrt(sum / samples.length);
}

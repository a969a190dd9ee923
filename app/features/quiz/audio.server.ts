import { parseBuffer } from "music-metadata";
import { AUDIO_MESSAGES, checkDuration, looksLikeMp3, type AudioProblem } from "./audio-rules";

export type Mp3Check = { ok: true; duration: number } | { ok: false; problem: AudioProblem };

/**
 * Checks that bytes really are an MP3 of an allowed length, not just a file named .mp3: the first
 * bytes, the parsed container (MPEG layer 3 with a finite duration), and a size that fits the
 * duration and bitrate (a cut-off file keeps the full duration in its header).
 */
export async function checkMp3(bytes: Uint8Array): Promise<Mp3Check> {
  if (!looksLikeMp3(bytes)) return { ok: false, problem: AUDIO_MESSAGES.unreadable };
  let format: Awaited<ReturnType<typeof parseBuffer>>["format"];
  try {
    format = (await parseBuffer(bytes, { mimeType: "audio/mpeg", size: bytes.byteLength }, { duration: true })).format;
  } catch {
    return { ok: false, problem: AUDIO_MESSAGES.unreadable };
  }
  const isMp3 = format.container === "MPEG" && /layer 3/i.test(format.codec ?? "");
  const duration = format.duration ?? Number.NaN;
  if (!isMp3 || !Number.isFinite(duration) || duration <= 0) return { ok: false, problem: AUDIO_MESSAGES.unreadable };
  if (format.bitrate && bytes.byteLength < ((duration * format.bitrate) / 8) * 0.8)
    return { ok: false, problem: AUDIO_MESSAGES.unreadable };
  const problem = checkDuration(duration);
  return problem ? { ok: false, problem } : { ok: true, duration };
}

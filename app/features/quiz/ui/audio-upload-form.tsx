import { useEffect, useRef, useState } from "react";
import { href, useFetcher } from "react-router";
import { useToast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { AUDIO_MESSAGES, checkAudioFile, checkDuration, QUIET_RMS, rms } from "../audio-rules";
import type { PhoneQuizQuestion } from "../phone-quiz";
import { track } from "~/lib/track";

interface Analysis {
  duration: number | null;
  sizeKb: number;
  loudness: "Good" | "Low" | null;
}

/** Reads duration and loudness in the browser (Workers cannot decode audio); a failure only logs. */
async function analyze(file: File): Promise<Analysis> {
  const sizeKb = Math.round(file.size / 1024);
  try {
    const buffer = await new AudioContext().decodeAudioData(await file.arrayBuffer());
    return { duration: buffer.duration, sizeKb, loudness: rms(buffer.getChannelData(0)) < QUIET_RMS ? "Low" : "Good" };
  } catch (error) {
    console.error("Audio analysis failed", error);
    return { duration: null, sizeKb, loudness: null };
  }
}

type UploadAnswer = { kind: "upload"; ok: boolean; title: string; description: string; slug?: string; duration?: number; size?: number };

/**
 * The quiz audio upload form. With JavaScript: the analysis panel, the checks in order (audio-rules.ts)
 * with their toasts, and progress 0/50/75/100. Without it: a plain multipart form the server checks.
 */
export function AudioUploadForm({ questions }: { questions: readonly PhoneQuizQuestion[] }) {
  const hydrated = useHydrated();
  const toast = useToast();
  const fetcher = useFetcher<UploadAnswer>();
  const form = useRef<HTMLFormElement>(null);
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || answer.kind !== "upload") return;
    if (!answer.ok) {
      toast({
        title: answer.title === "Upload Failed" ? "Upload Failed" : answer.title,
        description: answer.description || "Unknown error occurred",
        variant: "destructive",
      });
      setProgress(null);
      return;
    }
    setProgress(50);
    const steps = [
      setTimeout(() => setProgress(75), 150),
      setTimeout(() => setProgress(100), 300),
      setTimeout(() => setProgress(null), 1200),
    ];
    toast({ title: answer.title, description: answer.description, variant: "success" });
    track("admin_audio_upload", { slug: answer.slug ?? "", duration: answer.duration ?? 0, file_size: answer.size ?? 0 });
    form.current?.reset();
    setAnalysis(null);
    return () => steps.forEach(clearTimeout);
  }, [fetcher.state, fetcher.data, toast]);

  async function onFile(file: File | undefined) {
    setAnalysis(file ? await analyze(file) : null);
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = data.get("file");
    const fail = (problem: { title: string; description: string }) => toast({ ...problem, variant: "destructive" });
    if (!(file instanceof File) || file.size === 0 || !data.get("question")) return fail(AUDIO_MESSAGES.missing);
    const problem =
      checkAudioFile(file.name, file.type, file.size) ?? (analysis?.duration != null ? checkDuration(analysis.duration) : null);
    if (problem) return fail(problem);
    if (analysis?.loudness === "Low") toast({ ...AUDIO_MESSAGES.quiet });
    setProgress(0);
    fetcher.submit(data, { method: "post", encType: "multipart/form-data", action: href("/admin/quiz-audio") });
  }

  return (
    <form
      ref={form}
      method="post"
      encType="multipart/form-data"
      action={href("/admin/quiz-audio")}
      onSubmit={hydrated ? onSubmit : undefined}
      className="card space-y-4"
    >
      <div>
        <label htmlFor="audio-file" className="block font-bold">
          MP3 file
        </label>
        <input
          id="audio-file"
          name="file"
          type="file"
          accept="audio/mpeg,.mp3"
          className="input mt-1"
          onChange={(e) => void onFile(e.currentTarget.files?.[0])}
        />
      </div>
      {analysis ? (
        <dl className="grid gap-2 rounded-xl bg-gray-50 p-4 sm:grid-cols-3" data-testid="audio-analysis">
          <div>
            <dt className="font-bold">Duration</dt>
            <dd>{analysis.duration == null ? "Unknown" : `${analysis.duration.toFixed(1)} seconds`}</dd>
          </div>
          <div>
            <dt className="font-bold">Size</dt>
            <dd>{analysis.sizeKb} KB</dd>
          </div>
          <div>
            <dt className="font-bold">Loudness</dt>
            <dd>{analysis.loudness ?? "Unknown"}</dd>
          </div>
        </dl>
      ) : null}
      <div>
        <label htmlFor="audio-question" className="block font-bold">
          Question to map to
        </label>
        <select id="audio-question" name="question" defaultValue="" className="input mt-1">
          <option value="" disabled>
            Select a question
          </option>
          {questions.map((q) => (
            <option key={q.slug} value={q.slug}>
              {q.title}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audio-language" className="block font-bold">
          Language
        </label>
        <select id="audio-language" name="language" defaultValue="en" className="input mt-1">
          <option value="en">English</option>
          <option value="es">Spanish</option>
        </select>
      </div>
      <div>
        <label htmlFor="audio-transcript" className="block font-bold">
          Transcript (what is said in the recording)
        </label>
        <textarea id="audio-transcript" name="transcript" rows={4} maxLength={5000} className="input mt-1" />
      </div>
      {progress !== null ? (
        <div
          role="progressbar"
          aria-label="Upload progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-4 w-full rounded-full border-2 border-brand bg-white"
        >
          <div className="h-full rounded-full bg-brand" style={{ width: `${progress}%` }} />
        </div>
      ) : null}
      <button type="submit" className="btn-primary" disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? "Uploading..." : "Upload & Map Audio"}
      </button>
    </form>
  );
}

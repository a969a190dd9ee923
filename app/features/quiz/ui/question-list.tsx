import { useRef, useState } from "react";
import { href, useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { useToast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { PhoneQuizQuestion } from "../phone-quiz";
import { absoluteUrl } from "~/lib/seo";
import { track } from "~/lib/track";

function ActiveToggle({ question }: { question: PhoneQuizQuestion }) {
  const fetcher = useFetcher();
  const active = fetcher.formData ? fetcher.formData.get("active") === "1" : question.active;
  return (
    <fetcher.Form method="post" action={href("/admin/quiz-audio")}>
      <input type="hidden" name="slug" value={question.slug} />
      <input type="hidden" name="active" value={active ? "0" : "1"} />
      <button type="submit" className="btn-secondary">
        {active ? "Deactivate" : "Activate"}
        <span className="sr-only">: {question.title}</span>
      </button>
    </fetcher.Form>
  );
}

/** The 'Current Questions' list: status, language, recording, transcript, and the controls. */
export function QuestionList({ questions, siteUrl }: { questions: readonly PhoneQuizQuestion[]; siteUrl: string }) {
  const hydrated = useHydrated();
  const toast = useToast();
  const player = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);

  function stop() {
    player.current?.pause();
    player.current = null;
    setPlaying(null);
  }

  function testPlay(key: string, slug: string, url: string) {
    if (playing === key) return stop();
    stop();
    const audio = new Audio(url);
    player.current = audio;
    audio.onended = stop;
    audio.onerror = () => {
      stop();
      toast({ title: "Playback Error", description: "Unable to play audio", variant: "destructive" });
    };
    setPlaying(key);
    track("admin_audio_play_test", { slug });
    audio.play().catch(() => audio.onerror?.(new Event("error")));
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(absoluteUrl(siteUrl, url));
      toast({ title: "URL Copied", description: "Public URL copied to clipboard", variant: "success" });
    } catch {
      toast({ title: "Copy Failed", description: "Unable to copy URL", variant: "destructive" });
    }
  }

  return (
    <ul className="space-y-4" data-testid="question-list">
      {questions.map((q) => (
        <li key={q.slug} className="card">
          <div className="flex flex-wrap items-center gap-3">
            <h3 className="flex-1 text-xl">{q.title}</h3>
            <Badge variant={q.active ? "default" : "secondary"}>{q.active ? "Active" : "Inactive"}</Badge>
            <ActiveToggle question={q} />
          </div>
          <p className="mt-1 text-muted">{q.slug}</p>
          {(
            [
              ["en", "English", q.audioUrl, q.transcript],
              ["es", "Spanish", q.audioUrlEs, q.transcriptEs],
            ] as const
          ).map(([lang, label, url, transcript]) => (
            <div key={lang} className="mt-3 rounded-xl bg-gray-50 p-3">
              <Badge variant="secondary">{label}</Badge>
              {url ? (
                <div className="mt-2 flex flex-wrap gap-2">
                  {hydrated ? (
                    <>
                      <button type="button" className="btn-secondary" onClick={() => testPlay(`${q.slug}-${lang}`, q.slug, url)}>
                        {playing === `${q.slug}-${lang}` ? "Pause" : "Test Play"}
                      </button>
                      <button type="button" className="btn-secondary" onClick={() => void copy(url)}>
                        Copy URL
                      </button>
                    </>
                  ) : (
                    // biome-ignore lint/a11y/useMediaCaption: the transcript is printed under the recording.
                    <audio controls preload="none" src={url} />
                  )}
                </div>
              ) : (
                <p className="mt-2">No audio file uploaded yet</p>
              )}
              {transcript ? <p className="mt-2 text-muted">{transcript}</p> : null}
            </div>
          ))}
        </li>
      ))}
    </ul>
  );
}

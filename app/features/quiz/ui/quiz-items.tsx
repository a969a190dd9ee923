import { useRef, useState } from "react";
import { BulletList } from "~/components/ui/section";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { EmailQuizItem, TextQuizItem } from "~/content/types";
import type { PhoneQuizQuestion } from "../phone-quiz";
import { track } from "~/lib/track";
import { Paragraph, RichText } from "~/components/ui/rich-text";

function Transcript({ text }: { text: string }) {
  return (
    <div className="rounded-xl border-2 border-gray-300 bg-gray-50 p-4" data-testid="call-transcript">
      <p className="font-bold">What the caller says:</p>
      <div className="mt-2 space-y-1 italic">
        {text.split(/\n| \/ /).map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a fixed transcript never move.
          <Paragraph key={i}>{line}</Paragraph>
        ))}
      </div>
    </div>
  );
}

/**
 * A phone call to judge: Play Audio ('Playing...' and disabled while it plays), a
 * Show/Hide Transcript toggle when there is audio, and the transcript itself when there is no
 * audio or it fails to play.
 */
export function PhoneCall({ question }: { question: PhoneQuizQuestion }) {
  const hydrated = useHydrated();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const src = question.audioUrl;
  return (
    <div className="space-y-3">
      <h3 className="text-2xl">{question.title}</h3>
      <Paragraph>{question.scenario}</Paragraph>
      {!src || failed ? (
        <Transcript text={question.transcript} />
      ) : (
        <>
          {hydrated ? (
            <>
              <button
                type="button"
                className="btn-primary"
                disabled={playing}
                onClick={() => {
                  void audio.current?.play().catch(() => setFailed(true));
                }}
              >
                {playing ? "Playing..." : "Play Audio"}
              </button>
              {/* biome-ignore lint/a11y/useMediaCaption: a call's full transcript is one tap away (Show Transcript), and shown whenever audio fails. */}
              <audio
                ref={audio}
                src={src}
                preload="none"
                onPlay={() => {
                  setPlaying(true);
                  track("audio_start", { question_id: question.slug, source: "phone_quiz" });
                }}
                onEnded={() => {
                  setPlaying(false);
                  track("audio_complete", { question_id: question.slug });
                }}
                onError={() => {
                  setPlaying(false);
                  setFailed(true);
                }}
              />
            </>
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: the call's full transcript is one tap away (Show Transcript).
            <audio controls preload="none" src={src} className="w-full">
              <a href={src}>Listen to the call</a>
            </audio>
          )}
          <details className="group">
            <summary className="btn-secondary cursor-pointer list-none [&::-webkit-details-marker]:hidden">
              <span className="group-open:hidden">Show Transcript</span>
              <span className="hidden group-open:inline">Hide Transcript</span>
            </summary>
            <div className="mt-3">
              <Transcript text={question.transcript} />
            </div>
          </details>
        </>
      )}
    </div>
  );
}

/** An email to judge, with a Spot/Hide Red Flags toggle that works without JavaScript. */
export function EmailCard({ item }: { item: EmailQuizItem }) {
  return (
    <div className="space-y-3">
      <h3 className="text-2xl">{item.title}</h3>
      <div className="rounded-xl border-2 border-gray-400 bg-white">
        <dl className="border-b-2 border-gray-300 bg-gray-50 p-4">
          <div className="flex flex-wrap gap-2">
            <dt className="font-bold">From:</dt>
            <dd className="break-all">{item.sender}</dd>
          </div>
          <div className="flex flex-wrap gap-2">
            <dt className="font-bold">Subject:</dt>
            <dd>{item.subject}</dd>
          </div>
        </dl>
        <div className="p-4 whitespace-pre-line">
          <RichText>{item.body}</RichText>
        </div>
      </div>
      <details className="group">
        <summary className="btn-secondary cursor-pointer list-none [&::-webkit-details-marker]:hidden">
          <span className="group-open:hidden">Spot Red Flags</span>
          <span className="hidden group-open:inline">Hide Red Flags</span>
        </summary>
        <div className="mt-3 rounded-xl border-2 border-caution bg-caution-soft p-4">
          <BulletList items={item.redFlags} />
        </div>
      </details>
    </div>
  );
}

/** A text message to judge, shown as a phone would show it. */
export function TextMessage({ item }: { item: TextQuizItem }) {
  return (
    <div className="space-y-3">
      <h3 className="text-2xl">{item.title}</h3>
      <div className="max-w-md rounded-2xl border-2 border-gray-400 bg-gray-50 p-4">
        <p className="font-bold">From: {item.phoneNumber}</p>
        <Paragraph className="mt-2 rounded-2xl bg-white p-3 shadow-sm">{item.message}</Paragraph>
      </div>
    </div>
  );
}

export function RedFlagsAfterAnswer({ flags }: { flags: readonly string[] }) {
  return (
    <div className="rounded-xl border-2 border-caution bg-caution-soft p-4">
      <p className="font-bold">Red flags</p>
      <BulletList items={flags} />
    </div>
  );
}

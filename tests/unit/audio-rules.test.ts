import { describe, expect, it } from "vitest";
import { AUDIO_MESSAGES, audioPath, audioPathFromUrl, checkAudioFile, checkDuration, looksLikeMp3, rms } from "~/features/quiz/audio-rules";

describe("audio checks, in order", () => {
  it("needs audio/mpeg or a name ending .mp3", () => {
    expect(checkAudioFile("call.wav", "audio/wav", 1000)).toBe(AUDIO_MESSAGES.type);
    expect(checkAudioFile("call.MP3", "", 1000)).toBeNull();
    expect(checkAudioFile("call", "audio/mpeg", 1000)).toBeNull();
  });

  it("checks the type before the size", () => {
    expect(checkAudioFile("huge.wav", "audio/wav", 10 * 1024 * 1024)).toBe(AUDIO_MESSAGES.type);
  });

  it("allows at most 1.5 MB", () => {
    expect(checkAudioFile("a.mp3", "audio/mpeg", 1.5 * 1024 * 1024)).toBeNull();
    expect(checkAudioFile("a.mp3", "audio/mpeg", 1.5 * 1024 * 1024 + 1)).toBe(AUDIO_MESSAGES.size);
  });

  it("allows 10 to 60 seconds", () => {
    expect(checkDuration(9.9)).toBe(AUDIO_MESSAGES.duration);
    expect(checkDuration(10)).toBeNull();
    expect(checkDuration(60)).toBeNull();
    expect(checkDuration(60.1)).toBe(AUDIO_MESSAGES.duration);
    expect(checkDuration(Number.NaN)).toBe(AUDIO_MESSAGES.unreadable);
  });

  it("uses the agreed texts", () => {
    expect(AUDIO_MESSAGES.quiet).toEqual({ title: "Audio Too Quiet", description: "Audio appears to be very low volume" });
    expect(AUDIO_MESSAGES.success("Grandparent call")).toEqual({
      title: "Upload Successful",
      description: "Audio uploaded and mapped to Grandparent call",
    });
  });
});

describe("audio helpers", () => {
  it("stores each upload under a new name: phone/{slug}-{version}.mp3, with -es for Spanish", () => {
    expect(audioPath("grandparent-emergency", "en", 1700000000000)).toBe("phone/grandparent-emergency-1700000000000.mp3");
    expect(audioPath("grandparent-emergency", "es", 1700000000000)).toBe("phone/grandparent-emergency-es-1700000000000.mp3");
  });

  it("finds the stored file behind a recording's address, and nothing behind any other address", () => {
    expect(audioPathFromUrl("/media/quiz-audio/phone/grandparent-emergency-17.mp3")).toBe("phone/grandparent-emergency-17.mp3");
    expect(audioPathFromUrl("/media/quiz-audio/phone/grandparent-emergency.mp3?v=12")).toBe("phone/grandparent-emergency.mp3");
    expect(audioPathFromUrl("https://evil.example/media/quiz-audio/phone/x.mp3")).toBeNull();
    expect(audioPathFromUrl("/media/quiz-audio/../guides/x.pdf")).toBeNull();
    expect(audioPathFromUrl(null)).toBeNull();
  });

  it("recognises an ID3 tag or an MPEG frame sync", () => {
    expect(looksLikeMp3(new Uint8Array([0x49, 0x44, 0x33, 4]))).toBe(true);
    expect(looksLikeMp3(new Uint8Array([0xff, 0xfb, 0x90, 0]))).toBe(true);
    expect(looksLikeMp3(new TextEncoder().encode("RIFF...."))).toBe(false);
  });

  it("measures loudness as RMS", () => {
    expect(rms([0, 0, 0])).toBe(0);
    expect(rms([0.5, -0.5])).toBeCloseTo(0.5);
  });
});

import { describe, expect, it } from "vitest";
import { AUDIO_MESSAGES, audioPath, checkAudioFile, checkDuration, looksLikeMp3, rms } from "~/lib/audio-rules";

describe("audio checks, in the spec's order", () => {
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

  it("uses the spec's texts", () => {
    expect(AUDIO_MESSAGES.quiet).toEqual({ title: "Audio Too Quiet", description: "Audio appears to be very low volume" });
    expect(AUDIO_MESSAGES.success("Grandparent call")).toEqual({
      title: "Upload Successful",
      description: "Audio uploaded and mapped to Grandparent call",
    });
  });
});

describe("audio helpers", () => {
  it("stores at phone/{slug}.mp3, or -es for Spanish", () => {
    expect(audioPath("grandparent-emergency", "en")).toBe("phone/grandparent-emergency.mp3");
    expect(audioPath("grandparent-emergency", "es")).toBe("phone/grandparent-emergency-es.mp3");
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

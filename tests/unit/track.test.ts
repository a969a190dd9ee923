import { afterEach, describe, expect, it, vi } from "vitest";
import { EVENT_FIELDS } from "~/lib/analytics-events";
import { CHECK_KINDS, OUTCOMES } from "~/features/checker/types";
import { track, trackingRefused } from "~/lib/track";

describe("tracking consent", () => {
  it("is refused under Do Not Track", () => {
    expect(trackingRefused({ doNotTrack: "1" })).toBe(true);
  });

  it("is refused under Global Privacy Control", () => {
    expect(trackingRefused({ doNotTrack: null, globalPrivacyControl: true })).toBe(true);
  });

  it("is allowed when the browser sends neither signal", () => {
    expect(trackingRefused({ doNotTrack: "0", globalPrivacyControl: false })).toBe(false);
  });
});

describe("track", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the event name and fields as a beacon to /api/events", async () => {
    const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
    vi.stubGlobal("navigator", { doNotTrack: null, sendBeacon });
    track("footer_link_click", { link: "provider_credit" });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe("/api/events");
    expect(JSON.parse(await body.text())).toEqual({ name: "footer_link_click", fields: { link: "provider_credit" } });
  });

  it("sends nothing when the browser asks not to be tracked", () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal("navigator", { doNotTrack: "1", sendBeacon });
    track("footer_link_click", { link: "provider_credit" });
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

describe("the check_result event", () => {
  it("accepts exactly the checker's outcomes and kinds of input", () => {
    expect(EVENT_FIELDS.check_result.outcome.options).toEqual([...OUTCOMES]);
    expect(EVENT_FIELDS.check_result.kind.options).toEqual([...CHECK_KINDS]);
  });
});

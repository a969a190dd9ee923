import { href } from "react-router";
// Types only: the schemas (and zod) stay on the server.
import type { EventFields, EventName } from "./analytics-events";

export const EVENTS_ENDPOINT = href("/api/events");

/** True when the browser asks not to be tracked (Do Not Track or Global Privacy Control). */
export function trackingRefused(nav: Pick<Navigator, "doNotTrack"> & { globalPrivacyControl?: boolean }): boolean {
  return nav.doNotTrack === "1" || nav.globalPrivacyControl === true;
}

/** Sends one analytics event without delaying the page; does nothing on the server or when refused. */
export function track<N extends EventName>(name: N, fields: EventFields<N> = {}): void {
  if (typeof navigator === "undefined" || trackingRefused(navigator)) return;
  const body = JSON.stringify({ name, fields });
  try {
    const blob = new Blob([body], { type: "application/json" });
    if (navigator.sendBeacon?.(EVENTS_ENDPOINT, blob)) return;
    void fetch(EVENTS_ENDPOINT, { method: "POST", body, headers: { "Content-Type": "application/json" }, keepalive: true }).catch(() => {});
  } catch {
    // Analytics must never break the page.
  }
}

import { describe, expect, it } from "vitest";
import { addressGroup } from "~/lib/client-address";
import { hitWindow, refundWindow } from "~/lib/rate-window";

describe("rate-limit windows", () => {
  const minute = 60_000;

  it("allows up to the limit, then refuses", () => {
    let state = null;
    const allowed: boolean[] = [];
    for (let i = 0; i < 7; i++) {
      const hit = hitWindow(state, 1000 + i, 5, minute);
      state = hit.state;
      allowed.push(hit.allowed);
    }
    expect(allowed).toEqual([true, true, true, true, true, false, false]);
  });

  it("opens a fresh window once the old one has closed", () => {
    const first = hitWindow(null, 0, 1, minute);
    expect(hitWindow(first.state, 10, 1, minute).allowed).toBe(false);
    expect(hitWindow(first.state, minute, 1, minute).allowed).toBe(true);
  });

  it("keeps a sender who keeps trying locked for a whole window after the last try", () => {
    const first = hitWindow(null, 0, 1, minute);
    const refused = hitWindow(first.state, 50_000, 1, minute);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(60);
    expect(hitWindow(refused.state, 70_000, 1, minute).allowed).toBe(false);
  });

  it("gives an attempt back, never below zero", () => {
    const hit = hitWindow(null, 0, 5, minute);
    expect(refundWindow(hit.state, 1)).toEqual({ count: 0, resetAt: minute });
    expect(refundWindow({ count: 0, resetAt: minute }, 1)).toEqual({ count: 0, resetAt: minute });
    expect(refundWindow(hit.state, minute)).toBeNull();
  });
});

describe("address groups", () => {
  it("counts an IPv4 address on its own", () => {
    expect(addressGroup("203.0.113.7")).toBe("v4:203.0.113.7");
    expect(addressGroup("::ffff:203.0.113.7")).toBe("v4:203.0.113.7");
  });

  it("counts IPv6 addresses by their /64 network, however they are written", () => {
    const a = addressGroup("2001:db8:1234:5678::1");
    expect(a).toBe("v6:2001:db8:1234:5678::/64");
    expect(addressGroup("2001:0db8:1234:5678:ffff:eeee:dddd:cccc")).toBe(a);
    expect(addressGroup("2001:db8:1234:5679::1")).not.toBe(a);
  });

  it("has no group for a missing or malformed address", () => {
    for (const bad of [null, undefined, "", "local", "999.1.1.1", "2001:db8::1::2"]) expect(addressGroup(bad)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { clearTicks, readTicks, tickId, ticksKey, writeTicks } from "~/lib/ticks";

describe("checklist ticks", () => {
  it("are kept per page, per list and item", () => {
    expect(ticksKey("/if-targeted")).not.toBe(ticksKey("/recovery-hub"));
    expect(tickId("First 24 hours", "Call your bank")).not.toBe(tickId("First week", "Call your bank"));
  });

  it("round-trip through the stored value", () => {
    const once = writeTicks(new Set(), "a: one", true);
    const twice = writeTicks(readTicks(once), "a: two", true);
    expect([...readTicks(twice)].sort()).toEqual(["a: one", "a: two"]);
    expect([...readTicks(writeTicks(readTicks(twice), "a: one", false))]).toEqual(["a: two"]);
  });

  it("store nothing once every box is unticked", () => {
    expect(writeTicks(new Set(["a: one"]), "a: one", false)).toBeNull();
  });

  it("clear one checklist's ticks and keep the page's other lists", () => {
    const page = new Set(["a: one", "a: two", "b: one"]);
    expect([...readTicks(clearTicks(page, ["a: one", "a: two", "a: three"]))]).toEqual(["b: one"]);
    expect(page.size).toBe(3);
  });

  it("store nothing once the last ticked list is cleared", () => {
    expect(clearTicks(new Set(["a: one"]), ["a: one", "a: two"])).toBeNull();
  });

  it.each([null, "", "not json", "{}", '[1, "a: one"]'])("read %j safely", (stored) => {
    expect([...readTicks(stored)].every((id) => typeof id === "string")).toBe(true);
  });
});

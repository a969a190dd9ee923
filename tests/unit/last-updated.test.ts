import { describe, expect, it } from "vitest";
import { PAGES } from "~/features/pages/manifest";
import { formatDate, isoDay, registryPath } from "~/lib/dates";
import { lastUpdatedOf } from "~/features/pages/last-updated.server";

describe("the Last updated line", () => {
  it("writes the registry's date out in words, and keeps the day for <time datetime>", () => {
    expect(formatDate("2026-11-22")).toBe("November 22, 2026");
    expect(formatDate("2026-01-01")).toBe("January 1, 2026");
    expect(formatDate("2026-12-31T23:30:00Z")).toBe("December 31, 2026");
    expect(isoDay("2026-11-22")).toBe("2026-11-22");
    expect(isoDay("2026-11-22T08:00:00Z")).toBe("2026-11-22");
  });

  it("finds a page by its address as the registry writes it", () => {
    expect(registryPath("/")).toBe("/");
    expect(registryPath("/about")).toBe("/about");
    expect(registryPath("/about/")).toBe("/about");
    expect(registryPath("/scam-database?q=toll#results")).toBe("/scam-database");
    // The data a navigation in the browser asks for.
    expect(registryPath("/family-kit.data")).toBe("/family-kit");
    expect(registryPath("/_root.data")).toBe("/");
  });

  it("gives every registry page its lastModified, and nothing for other addresses", () => {
    for (const page of PAGES) expect(lastUpdatedOf(page.url), page.url).toBe(isoDay(page.lastModified));
    expect(lastUpdatedOf("/2025-trends/")).toBe(isoDay(PAGES.find((p) => p.url === "/2025-trends")?.lastModified ?? ""));
    expect(lastUpdatedOf("/no-such-page")).toBeNull();
    expect(lastUpdatedOf("/admin")).toBeNull();
  });
});

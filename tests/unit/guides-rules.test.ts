import { describe, expect, it } from "vitest";
import { emergencyStepTone, importanceBadgeVariant, riskBadgeVariant, severityLabel } from "~/lib/badges";
import { guideTypeFromSlug, parseNumberedSteps } from "~/features/pages/guides";
import { breadcrumbList, faqPageData, jsonLdString } from "~/lib/structured-data";

describe("guide slug to type", () => {
  it.each([
    ["phone-scams", "phone_scams"],
    ["phone-scams-seniors-2025", "phone_scams"],
    ["social-media-scams-2025", "social_media_scams"],
    ["identity-theft", "identity_theft"],
    ["tech-support", "tech_support"],
  ])("%s -> %s", (slug, type) => {
    expect(guideTypeFromSlug(slug)).toBe(type);
  });

  it("removes only a trailing suffix", () => {
    expect(guideTypeFromSlug("2025-phone")).toBe("2025_phone");
  });
});

describe("numbered steps", () => {
  it("splits newline-separated numbered text and drops the numbers", () => {
    expect(parseNumberedSteps("1. Stop.\n2. Call your bank.\n\n3) Report it.")).toEqual(["Stop.", "Call your bank.", "Report it."]);
  });
});

describe("badge styles", () => {
  it("Critical is destructive, High default, otherwise secondary", () => {
    expect(riskBadgeVariant("Critical")).toBe("destructive");
    expect(riskBadgeVariant("High")).toBe("default");
    expect(riskBadgeVariant("High Priority")).toBe("default");
    expect(riskBadgeVariant("Medium")).toBe("secondary");
    expect(riskBadgeVariant("Essential")).toBe("secondary");
  });

  it("step importance Critical is destructive", () => {
    expect(importanceBadgeVariant("Critical")).toBe("destructive");
    expect(importanceBadgeVariant("Important")).toBe("secondary");
  });

  it("critical emergency steps are red, others amber", () => {
    expect(emergencyStepTone(true)).toBe("destructive");
    expect(emergencyStepTone(false)).toBe("caution");
  });

  it("severity badges read 'X Risk'", () => {
    expect(severityLabel("Critical")).toBe("Critical Risk");
  });
});

describe("structured data", () => {
  it("escapes < so content cannot close the script element", () => {
    expect(jsonLdString({ a: "</script><script>" })).not.toContain("</script>");
  });

  it("builds a BreadcrumbList with absolute URLs in order", () => {
    const data = breadcrumbList(
      [
        { name: "Home", path: "/" },
        { name: "Scam Types", path: "/scam-types" },
      ],
      "https://example.org",
    );
    expect(data.itemListElement.map((i) => [i.position, i.item])).toEqual([
      [1, "https://example.org/"],
      [2, "https://example.org/scam-types"],
    ]);
  });

  it("builds an FAQPage with one Question per item", () => {
    const data = faqPageData([{ question: "Q?", answer: "A." }]);
    expect(data.mainEntity[0]).toEqual({ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } });
  });
});

import { describe, expect, it } from "vitest";
import { passesLuhn, redactStory } from "~/features/reports/redact";
import stories from "../fixtures/report-stories.json";

interface Story {
  id: string;
  story: string;
  reported: string;
  planted: { kind: string; text: string }[];
  keep: string[];
}

describe("the redaction of readers' stories, on 65 stories with planted personal details", () => {
  it.each((stories as Story[]).map((story) => [story.id, story] as const))(
    "%s: no planted detail survives, and what must stay stays",
    (_id, story) => {
      const { text } = redactStory(story.story, story.reported);
      for (const planted of story.planted) expect(text, `${planted.kind}: ${planted.text}`).not.toContain(planted.text);
      // The digits of a planted number do not survive either, whatever separators they had.
      for (const planted of story.planted.filter((p) => /\d{4}/.test(p.text))) {
        expect(text.replace(/\D/g, ""), planted.text).not.toContain(planted.text.replace(/\D/g, ""));
      }
      for (const kept of story.keep) expect(text, `kept: ${kept}`).toContain(kept);
    },
  );
});

describe("the redaction rules", () => {
  it("removes an email address and says so", () => {
    expect(redactStory("write me at mary.lou58@example.com please").text).toBe("write me at [email removed] please");
  });

  it("removes a card number only when it passes the Luhn check", () => {
    expect(passesLuhn("4111111111111111")).toBe(true);
    expect(passesLuhn("4111111111111112")).toBe(false);
    expect(redactStory("card 4111 1111 1111 1111 was used").text).toBe("card [card number removed] was used");
    expect(redactStory("tracking 4111 1111 1111 1112 came").text).toContain("4111 1111 1111 1112");
  });

  it("removes a Social Security number, an account number after its word, and a birth date but not other dates", () => {
    expect(redactStory("my ssn 123-45-6789 and checking account 000123456789").text).toBe(
      "my ssn [Social Security number removed] and checking account [account number removed]",
    );
    const dates = redactStory("they called on March 3, 2025. I was born March 3, 1947.").text;
    expect(dates).toContain("on March 3, 2025");
    expect(dates).toContain("born [birth date removed]");
  });

  it("removes a street address and a name given as 'my name is'", () => {
    expect(redactStory("My name is Dorothy Wilson and I live at 42 Maple Street, Springfield, IL 62704.").text).toBe(
      "My name is [name removed] and I live at [address removed].",
    );
  });

  it("keeps the reported number and removes the reader's own", () => {
    const { text } = redactStory("They called from (888) 555-0199. Call me back at 217-555-0143.", "888-555-0199");
    expect(text).toBe("They called from (888) 555-0199. Call me back at [phone number removed].");
  });
});

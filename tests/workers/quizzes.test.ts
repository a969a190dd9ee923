import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { ORIGIN, postForm } from "./helpers";

describe("scam quiz center", () => {
  afterEach(async () => {
    await env.DB.prepare("UPDATE phone_quiz_questions SET active = 1").run();
  });

  it("seeds five phone questions, the grandparent call first", async () => {
    const { results } = await env.DB.prepare("SELECT slug FROM phone_quiz_questions ORDER BY position").all<{ slug: string }>();
    expect(results).toHaveLength(5);
    expect(results[0]!.slug).toBe("grandparent-emergency");
  });

  it("ends the seeded phone questions with the FBI's figures for their year, not the old ones", async () => {
    const { results } = await env.DB.prepare("SELECT slug, stats FROM phone_quiz_questions").all<{ slug: string; stats: string }>();
    const stats = Object.fromEntries(results.map((r) => [r.slug, r.stats]));
    for (const line of Object.values(stats)) expect(line).not.toMatch(/\$18,000|\$3\.4 billion to fraud in 2024/);
    expect(stats["grandparent-emergency"]).toMatch(/^People 60 and older told the FBI they lost nearly \$4\.9 billion to fraud in 2024\./);
    expect(stats["bank-safe-account"]).toMatch(/nearly \$4\.9 billion to fraud in 2024/);
    expect(stats["tech-support-refund"]).toMatch(/reported to the FBI in 2024 was \$83,000/);
  });

  it("loads only the active phone questions", async () => {
    await env.DB.prepare("UPDATE phone_quiz_questions SET active = 0 WHERE slug = 'grandparent-emergency'").run();
    const html = await (await SELF.fetch(`${ORIGIN}/scam-quizzes`)).text();
    expect(html.replace(/<!-- -->/g, "")).toContain("Question 1 of 4");
  });

  it("shows the empty state when no phone question is active", async () => {
    await env.DB.prepare("UPDATE phone_quiz_questions SET active = 0").run();
    const html = await (await SELF.fetch(`${ORIGIN}/scam-quizzes`)).text();
    expect(html).toContain("No Quiz Questions Available");
    expect(html).toContain("Quiz questions are being prepared. Please check back later.");
  });

  it("saves a finished quiz in the progress cookie without JavaScript", async () => {
    const res = await postForm("/scam-quizzes?tab=sms", { quiz: "sms", answers: "0,0,0,0,0,0,0,0", advanced: "0", next: "1" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toMatch(/^quiz-progress=s:\d\/8;/);
    expect((await res.text()).replace(/<!-- -->/g, "")).toContain("Text Message Challenge: complete");
  });

  it("refuses an unknown quiz", async () => {
    const res = await postForm("/scam-quizzes", { quiz: "fax", answers: "" });
    expect(res.status).toBe(400);
  });

  it("shows the certificate only when all three quizzes are complete", async () => {
    const none = await (await SELF.fetch(`${ORIGIN}/scam-quizzes/certificate`)).text();
    expect(none).toContain("Not earned yet");
    const earned = await (
      await SELF.fetch(`${ORIGIN}/scam-quizzes/certificate?name=Ann`, { headers: { Cookie: "quiz-progress=p:5/5,e:10/10,s:8/8" } })
    ).text();
    expect(earned).toContain("Scam Detection Master");
    expect(earned).toContain("Ann");
  });
});

describe("scam database", () => {
  it("filters on the server from GET parameters", async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/scam-database?category=Romance`)).text();
    expect(html).toContain("Found 1 scam(s) matching category Romance");
  });

  it("shows the empty state with Clear All Filters", async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/scam-database?q=zzzzzz`)).text();
    expect(html).toContain("No scams found");
    expect(html).toContain("Clear All Filters");
  });
});

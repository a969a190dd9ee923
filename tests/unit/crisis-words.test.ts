import { describe, expect, it } from "vitest";
import { CRISIS_PHRASES, isCrisisQuery } from "~/features/search/crisis-words";

describe("a search from someone in a scam right now", () => {
  it.each([
    "grandson jail",
    "My grandson is in JAIL",
    "bail money for my granddaughter",
    "sent money",
    "I sent him money",
    "I sent money by wire",
    "wire",
    "wire transfer",
    "they want gift cards",
    "gift card",
    "someone is on the phone",
    "scammer is on the phone with me",
    "I was scammed",
    "i think i got scammed",
    "I already paid",
    "arrested",
    "warrant for my arrest",
    "bitcoin ATM",
  ])("is seen in %j", (query) => {
    expect(isCrisisQuery(query)).toBe(true);
  });

  it.each([
    "phone scams",
    "text scams",
    "scam",
    "quiz",
    "gift ideas",
    "wireless router",
    "unpaid toll text",
    "how to spot scams on the phone",
    "romance scams on dating apps",
    "paypal",
    "money",
    "sent",
  ])("is not seen in the everyday search %j", (query) => {
    expect(isCrisisQuery(query)).toBe(false);
  });

  it("allows at most two other words between a phrase's words", () => {
    expect(isCrisisQuery("sent my son money")).toBe(true);
    expect(isCrisisQuery("sent my son some money")).toBe(false);
    expect(isCrisisQuery("sent a letter about my money")).toBe(false);
    expect(isCrisisQuery("money sent")).toBe(false);
  });

  it.each([
    "mi nieto está en la cárcel",
    "CARCEL",
    "piden una fianza",
    "lo arrestaron",
    "me estafaron",
    "ya pagué",
    "envié dinero a mi nieto",
    "me piden tarjetas de regalo",
    "cajero de Bitcoin",
  ])("is seen in the Spanish %j, with or without accents", (query) => {
    expect(isCrisisQuery(query)).toBe(true);
  });

  it.each(["estafas por teléfono", "abuelos", "premio", "notario", "dinero"])("is not seen in the everyday Spanish search %j", (query) => {
    expect(isCrisisQuery(query)).toBe(false);
  });

  it("keeps a small list of lower-case words and phrases, in English and in Spanish written without accents", () => {
    expect(CRISIS_PHRASES.length).toBeLessThanOrEqual(40);
    for (const phrase of CRISIS_PHRASES) expect(phrase).toMatch(/^[a-z]+( [a-z]+)*$/);
    expect(new Set(CRISIS_PHRASES).size).toBe(CRISIS_PHRASES.length);
  });
});

import { describe, expect, it } from "vitest";
import { CHECK_DIRECTORY } from "~/features/checker/words/official";
import { checkLinkForHome } from "~/features/checker/home-tools";

/** The home page's link checker, as the reader sees it. */
const checkLink = (link: string) => checkLinkForHome(link, CHECK_DIRECTORY);

describe("the home page's link checker", () => {
  it.each([
    "bit.ly",
    "tinyurl.com",
    "click.me",
    "secure-update",
    "verification-required",
    "account-suspended",
    "urgent-action",
    "confirm-identity",
    "bitcoin",
    "crypto",
  ])("flags warning for a link containing %s alone", (part) => {
    const result = checkLink(`http://example.org/${part}`);
    expect(result.level).toBe("warning");
    expect(result.matches).toEqual([part]);
  });

  it("matches suspicious parts ignoring case", () => {
    expect(checkLink("HTTP://BIT.LY/Abc").level).toBe("warning");
  });

  it("checks for warnings before https, so an https link with a suspicious part is still warning", () => {
    expect(checkLink("https://my-bank.com/secure-update").level).toBe("warning");
  });

  it("gives https for a clean https:// link", () => {
    const result = checkLink("https://www.example.org/help");
    expect(result.level).toBe("https");
    expect(result.matches).toEqual([]);
  });

  it("gives insecure for an http:// link", () => {
    expect(checkLink("http://www.example.org").level).toBe("insecure");
  });

  it("says https:// is what real sites use, not proof that a site is safe", () => {
    const { message } = checkLink("http://www.example.org");
    expect(message).toContain("does not prove a site is safe");
    expect(message).not.toMatch(/safe website address starts with/i);
  });

  it("gives insecure for a bare domain", () => {
    expect(checkLink("example.org").level).toBe("insecure");
  });

  it("trims leading and trailing spaces before checking", () => {
    expect(checkLink("   https://www.example.org  ").level).toBe("https");
  });

  it("lists every suspicious part found, in list order", () => {
    expect(checkLink("https://crypto.example/bit.ly/confirm-identity").matches).toEqual(["bit.ly", "confirm-identity", "crypto"]);
  });
});

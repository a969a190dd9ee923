import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "~/features/operator/password";
import { toCsv } from "~/features/operator/dashboard.server";

describe("operator password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("a long operator password", undefined, 20_000);
    expect(stored).toMatch(/^pbkdf2-sha256\$20000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword("a long operator password", stored)).toBe(true);
    expect(await verifyPassword("a long operator passworD", stored)).toBe(false);
  });

  it("salts: the same password hashes differently each time", async () => {
    expect(await hashPassword("same", undefined, 20_000)).not.toBe(await hashPassword("same", undefined, 20_000));
  });

  it("never matches a missing or malformed stored hash", async () => {
    expect(await verifyPassword("x", undefined)).toBe(false);
    expect(await verifyPassword("x", "plain-text-password")).toBe(false);
    expect(await verifyPassword("x", "pbkdf2-sha256$10$AAAA$AAAA")).toBe(false);
  });
});

describe("CSV export", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(toCsv(["a", "b"], [["x,y", 'say "hi"']])).toBe('a,b\r\n"x,y","say ""hi"""\r\n');
  });

  it("defuses cells a spreadsheet would run as a formula", () => {
    expect(toCsv(["email"], [["=HYPERLINK(1)"], ["+1"], ["@x"], ["-2"]])).toBe("email\r\n'=HYPERLINK(1)\r\n'+1\r\n'@x\r\n'-2\r\n");
  });
});

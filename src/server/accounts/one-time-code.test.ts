import { describe, expect, it } from "vitest";
import { newCookieSecret } from "./cookie-secret";
import { codeMatches, generateCode, hashCode } from "./one-time-code";

describe("sign-in code secrets — issue 14: 'A 6-digit code from a CSPRNG … stored only as a hash'", () => {
  it("generates six digits, leading zeros kept, spread over the whole range", () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    // 2,000 draws from a million: a repeat-heavy or narrow generator fails these.
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((c) => c < "100000")).toBe(true);
    expect(codes.some((c) => c >= "900000")).toBe(true);
  });

  it("stores neither the code nor anything that equals it", () => {
    const stored = hashCode("042917");
    expect(stored.codeHash).not.toContain("042917");
    expect(stored.codeHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored.codeSalt).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("salts each hash, so one code hashes differently twice", () => {
    expect(hashCode("123456").codeHash).not.toBe(hashCode("123456").codeHash);
  });

  it.each([
    ["the code", "042917", true],
    ["another code", "042918", false],
    ["the code without its leading zero", "42917", false],
    ["empty", "", false],
  ])("matches %s: %s", (_label, guess, expected) => {
    expect(codeMatches(hashCode("042917"), guess)).toBe(expected);
  });

  it("makes 256-bit cookie secrets", () => {
    const token = newCookieSecret();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newCookieSecret()).not.toBe(token);
  });
});

import { describe, expect, it } from "vitest";
import { formatRedemptionCode, REDEMPTION_CODE } from "./redemption-code";

describe("formatRedemptionCode: 80 random bits as grouped base-32", () => {
  it.each([
    [new Uint8Array(10), "SPIN-0000-0000-0000-0000"],
    [new Uint8Array(10).fill(255), "SPIN-ZZZZ-ZZZZ-ZZZZ-ZZZZ"],
    [Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 33]), "SPIN-0000-0000-0000-0011"],
  ])("%s → %s", (bytes, code) => {
    expect(formatRedemptionCode(bytes)).toBe(code);
    expect(REDEMPTION_CODE.test(code)).toBe(true);
  });

  it("writes each of the 32 values as its own letter, none of them I, L, O or U", () => {
    const letters = Array.from({ length: 32 }, (_, value) => formatRedemptionCode(Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 0, 0, value])).at(-1));
    expect(new Set(letters).size).toBe(32);
    expect(letters.join("")).not.toMatch(/[ILOU]/);
  });

  it("refuses fewer bytes than 80 bits", () => {
    expect(() => formatRedemptionCode(new Uint8Array(8))).toThrow();
  });
});

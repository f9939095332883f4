import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatDollars, formatWholeNumber } from "./format-dollars";

// Spec 001 §9: "Number format: thousands separators, $ prefix, no decimals".
describe("formatDollars", () => {
  it.each([
    [0, "$0"],
    [7, "$7"],
    [999, "$999"],
    [1000, "$1,000"],
    [29990, "$29,990"],
    [100000, "$100,000"],
    [1234567, "$1,234,567"],
    [1234567.6, "$1,234,568"],
    [-2500, "-$2,500"],
  ])("formats %s as %s", (dollars, expected) => {
    expect(formatDollars(dollars)).toBe(expected);
  });

  it("round-trips every whole number through its digits", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        const text = formatDollars(n);
        expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*$/);
        expect(Number(text.replace(/[$,]/g, ""))).toBe(n);
      }),
    );
  });
});

describe("formatWholeNumber", () => {
  it.each([
    [0, "0"],
    [15, "15"],
    [85123, "85,123"],
    [1000000, "1,000,000"],
  ])("formats %s as %s", (value, expected) => {
    expect(formatWholeNumber(value)).toBe(expected);
  });
});

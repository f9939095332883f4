import { describe, expect, it } from "vitest";
import { formatKmInput, parseKmInput, parseMoneyInput } from "./number-inputs";

describe("money inputs (spec 001 §5: '$ prefix with thousand separators')", () => {
  it.each<[unknown, number | null]>([
    ["$30,000", 30000],
    ["30000", 30000],
    ["$ 5,000", 5000],
    [" 70,000 ", 70000],
    [30000, 30000],
    [0, 0],
    ["$30,000.50", null],
    ["30,00", null],
    ["-500", null],
    ["thirty", null],
    [12.5, null],
    [-1, null],
    [undefined, null],
  ])("%j → %j", (input, expected) => {
    expect(parseMoneyInput(input)).toBe(expected);
  });
});

describe("km inputs (spec 001 §5: 'Kilometre fields use the suffix ' kms'')", () => {
  it.each<[unknown, number | null]>([
    ["85,000 kms", 85000],
    ["85000", 85000],
    ["85000km", 85000],
    [85000, 85000],
    ["85.5", null],
    ["lots", null],
  ])("%j → %j", (input, expected) => {
    expect(parseKmInput(input)).toBe(expected);
  });

  it.each([
    [85000, "85,000 kms"],
    [0, "0 kms"],
    [1234567, "1,234,567 kms"],
  ])("%i is shown as '%s'", (km, text) => {
    expect(formatKmInput(km)).toBe(text);
  });
});

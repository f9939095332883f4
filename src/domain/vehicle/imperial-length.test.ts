import { describe, expect, it } from "vitest";
import { feetAndInches, formatFeetAndInches } from "./imperial-length";

// Spec 000 §9: "Imperial conversion 0.3048 m per ft."
describe("feetAndInches", () => {
  it.each<[number, number, number]>([
    [304.8, 1, 0],
    [6705.6, 22, 0],
    [6600, 21, 8],
    [2438.4, 8, 0],
    [2490, 8, 2],
    [0, 0, 0],
  ])("%d mm → %d ft %d in", (mm, feet, inches) => expect(feetAndInches(mm)).toEqual({ feet, inches }));
  it("rounds 11.6 inches up to the next foot", () => expect(feetAndInches(304.8 * 7 + 11.6 * 25.4)).toEqual({ feet: 8, inches: 0 }));
});

describe("formatFeetAndInches", () => {
  it.each([[6705.6, "22 ft"], [6600, "21 ft 8 in"]])("%d → %s", (mm, text) => expect(formatFeetAndInches(mm)).toBe(text));
});

import { describe, expect, it } from "vitest";
import { clipOfferDescription, clipText, TRUNCATION } from "./clip-text";

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i % 10}`).join(" ");

describe("clipText", () => {
  it.each([
    ["Short text.", 200, "Short text.", false],
    ["  padded  ", 200, "padded", false],
    ["exactly ten", 11, "exactly ten", false],
    ["The HiLux is tough, dependable and ready for work.", 20, "The HiLux is tough…", true],
    ["Supercalifragilisticexpialidocious", 10, "Supercalif…", true],
    ["A b c d e f g h i j k l m n o p", 9, "A b c d…", true],
  ])("%j at %i → %j", (text, limit, short, clipped) => {
    expect(clipText(text, limit)).toEqual({ short, clipped });
  });

  it("never exceeds the limit plus the ellipsis", () => {
    for (const count of [10, 30, 60, 120]) {
      const { short } = clipText(words(count), TRUNCATION.modelDescription);
      expect(short.length).toBeLessThanOrEqual(TRUNCATION.modelDescription + 1);
    }
  });
});

describe("clipOfferDescription (spec 001 §9: 'offer description 160 (expandable when over 200)')", () => {
  it.each([
    [180, false],
    [200, false],
    [201, true],
  ])("a %i-character description clips: %s", (length, clipped) => {
    const text = "x".repeat(length);
    const result = clipOfferDescription(text);
    expect(result.clipped).toBe(clipped);
    expect(result.short.length).toBe(clipped ? TRUNCATION.offerDescription + 1 : length);
  });
});

import { describe, expect, it } from "vitest";
import { animatedCount, VIEW_COUNT_ANIMATION_MS, viewDay } from "./view-count";

// Spec 000 §4: "View count animates from 0 over 1 s."
describe("animatedCount", () => {
  it.each<[number, number, number]>([
    [120, 0, 0],
    [120, -5, 0],
    [120, 1000, 120],
    [120, 5000, 120],
    [0, 500, 0],
    [1, 999, 0],
  ])("target %i at %i ms → %i", (target, elapsed, expected) => expect(animatedCount(target, elapsed)).toBe(expected));
  it("rises monotonically and lasts 1 s", () => {
    expect(VIEW_COUNT_ANIMATION_MS).toBe(1000);
    let previous = 0;
    for (let t = 0; t <= 1000; t += 50) {
      const value = animatedCount(5000, t);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
    expect(previous).toBe(5000);
  });
});

describe("viewDay", () => {
  it("is the calendar day in Brisbane", () => {
    expect(viewDay(new Date("2026-11-20T13:59:00Z"))).toBe("2026-11-20");
    expect(viewDay(new Date("2026-11-20T14:00:00Z"))).toBe("2026-11-21");
  });
});

import { describe, expect, it } from "vitest";
import { landingRotation, segmentMiddle, segmentPath } from "./wheel-geometry";

describe("wheel geometry: the won segment stops under the pointer at the top", () => {
  it.each([
    [0, 4, 315],
    [1, 4, 225],
    [3, 4, 45],
    [0, 3, 300],
    [2, 3, 60],
    [5, 12, 195],
  ])("segment %i of %i → turn %i°", (index, count, turn) => {
    expect(landingRotation(index, count)).toBe(turn);
    expect((segmentMiddle(index, count) + turn) % 360).toBe(0);
  });

  it("draws a quarter from the top to the right for the first of four", () => {
    expect(segmentPath(0, 4)).toBe("M 100 100 L 100.00 6.00 A 94 94 0 0 1 194.00 100.00 Z");
  });
});

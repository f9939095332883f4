import { describe, expect, it } from "vitest";
import { hotspotsOnFrame, nextSpinFrame, SPIN_AUTOROTATE_MS, SPIN_PIXELS_PER_FRAME, spinFrameAfterDrag } from "./spin";

// Spec 000 §9: "Spin: 20 px per frame sensitivity, autorotate interval default 100 ms." §4: "autorotate can loop".
describe("spinFrameAfterDrag", () => {
  it.each<[number, number, number]>([
    [0, 0, 0],
    [0, -19, 0],
    [0, -20, 1],
    [0, -45, 2],
    [0, 20, 23],
    [5, 60, 2],
    [23, -20, 0],
    [0, -24 * 20, 0],
  ])("from %i dragging %i px → frame %i of 24", (start, dx, expected) => expect(spinFrameAfterDrag(start, dx, 24)).toBe(expected));
  it("constants", () => {
    expect(SPIN_PIXELS_PER_FRAME).toBe(20);
    expect(SPIN_AUTOROTATE_MS).toBe(100);
  });
});

describe("nextSpinFrame", () => {
  it.each<[number, 1 | -1, boolean, number | null]>([
    [0, 1, true, 1],
    [23, 1, true, 0],
    [0, -1, true, 23],
    [23, 1, false, null],
    [0, -1, false, null],
    [10, 1, false, 11],
  ])("frame %i step %i loop %s → %s", (frame, step, loop, expected) => expect(nextSpinFrame(frame, step, 24, loop)).toBe(expected));
});

describe("hotspotsOnFrame", () => {
  const hotspots = [
    { id: "a", positions: [{ activeAngle: 3, posX: 10, posY: 20 }, { activeAngle: 4, posX: 12, posY: 20 }] },
    { id: "b", positions: [{ activeAngle: 4, posX: 50, posY: 60 }] },
  ];
  it("places each hotspot shown on the frame", () => {
    expect(hotspotsOnFrame(hotspots, 4).map((h) => [h.hotspot.id, h.x, h.y])).toEqual([["a", 12, 20], ["b", 50, 60]]);
    expect(hotspotsOnFrame(hotspots, 0)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { locationGridLayout } from "./location-block";

// Spec 001 §9: "Card grid columns depend on location count (under 3, 3 or more, over 3; more than 3 gives 4
// columns and the carousel hint)".
describe("locationGridLayout", () => {
  it.each([
    [1, { columns: 2, carouselHint: false }],
    [2, { columns: 2, carouselHint: false }],
    [3, { columns: 3, carouselHint: false }],
    [4, { columns: 4, carouselHint: true }],
    [12, { columns: 4, carouselHint: true }],
  ])("%i locations → %j", (count, layout) => expect(locationGridLayout(count)).toEqual(layout));
});

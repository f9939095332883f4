import { describe, expect, it } from "vitest";
import { locationsOfDealership, soleRemaining } from "./location-choice";

const metro = [
  { id: 1, dealershipSlug: "metro-toyota" },
  { id: 2, dealershipSlug: "metro-toyota" },
  { id: 3, dealershipSlug: "metro-mazda" },
];

describe("the location choice narrowed by the dealership (spec 001 §5: 'It auto-selects when only one option remains.')", () => {
  it.each<[string | undefined, number[], number | undefined]>([
    [undefined, [1, 2, 3], undefined],
    ["", [1, 2, 3], undefined],
    ["metro-toyota", [1, 2], undefined],
    ["metro-mazda", [3], 3],
    ["elsewhere", [], undefined],
  ])("dealership %j → locations %j, auto-selected %j", (dealership, ids, sole) => {
    const remaining = locationsOfDealership(metro, dealership);
    expect(remaining.map((l) => l.id)).toEqual(ids);
    expect(soleRemaining(remaining)?.id).toBe(sole);
  });

  it("keeps locations that belong to no dealership in every narrowing", () => {
    const locations: { id: number; dealershipSlug?: string }[] = [{ id: 9 }, ...metro];
    expect(locationsOfDealership(locations, "metro-mazda").map((l) => l.id)).toEqual([9, 3]);
  });
});

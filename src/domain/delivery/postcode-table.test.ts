import { describe, expect, it } from "vitest";
import { aggregatePostcodes, postcodeLookup, type LocalityRow } from "./postcode-table";
import { isWithinState } from "./state-bounds";

const locality = (postcode: string, state: string, lat: number, lng: number, fallback?: [number, number]): LocalityRow => ({
  postcode, state, points: fallback ? [[lat, lng], fallback] : [[lat, lng]],
});

describe("aggregatePostcodes — one point per postcode from real localities", () => {
  it("averages a postcode's localities", () => {
    expect(aggregatePostcodes([locality("4000", "QLD", -27.46, 153.02), locality("4000", "QLD", -27.48, 153.04)])).toEqual([
      { postcode: "4000", lat: -27.47, lng: 153.03, state: "QLD" },
    ]);
  });

  it("drops a locality outside its state: 3989 St Helier sits in Jersey, so 3989 has no point", () => {
    expect(aggregatePostcodes([locality("3989", "VIC", 49.1805, -2.10323)])).toEqual([]);
  });

  it("drops a locality far from the rest of its postcode: 4171 Galloways Hill placed on Cape York", () => {
    const rows = [
      locality("4171", "QLD", -27.453889, 153.066944), locality("4171", "QLD", -27.45, 153.058),
      locality("4171", "QLD", -10.7833, 142.417), locality("4171", "QLD", -27.467, 153.058),
    ];
    const [point] = aggregatePostcodes(rows);
    expect(point?.lat).toBeCloseTo(-27.457, 3);
    expect(point?.lng).toBeCloseTo(153.061, 3);
  });

  it("falls back to the postcode-level point when the precise one is 0,0", () => {
    expect(aggregatePostcodes([locality("5801", "SA", 0, 0, [-34.9285, 138.6007])])).toEqual([{ postcode: "5801", lat: -34.9285, lng: 138.6007, state: "SA" }]);
  });

  it("ignores rows that are not 4-digit Australian postcodes and names the majority state", () => {
    const rows = [
      locality("872", "NT", -23.7, 133.88), locality("0872", "XX", -23.7, 133.88),
      locality("0872", "NT", -23.7, 133.88), locality("0872", "NT", -22.25, 131.8), locality("0872", "SA", -26.28, 132.13),
    ];
    expect(aggregatePostcodes(rows)).toEqual([{ postcode: "0872", lat: -24.0767, lng: 132.6033, state: "NT" }]);
  });
});

describe("isWithinState", () => {
  it.each([
    ["QLD", -27.47, 153.03, true],
    ["QLD", 142.417, -10.7833, false], // swapped
    ["VIC", 0, 0, false],
    ["NSW", -31.5553, 159.0821, true], // Lord Howe Island
    ["WA", -10.4475, 105.6904, true], // Christmas Island
    ["ACT", -35.28, 149.13, true],
    ["ACT", -33.87, 151.21, false], // Sydney
  ] as const)("%s %f,%f → %s", (state, lat, lng, expected) => expect(isWithinState(state, lat, lng)).toBe(expected));
});

describe("postcodeLookup", () => {
  it("finds a committed row and nothing else", () => {
    const lookup = postcodeLookup([["4000", -27.47, 153.03, "QLD"], ["9999", 0, 0, "XX"]]);
    expect(lookup("4000")).toEqual({ postcode: "4000", lat: -27.47, lng: 153.03, state: "QLD" });
    expect(lookup("9999")).toBeNull();
    expect(lookup("3989")).toBeNull();
  });
});

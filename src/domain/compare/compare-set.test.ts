import { describe, expect, it } from "vitest";
import { addToCompareSet, parseCompareSet, removeFromCompareSet } from "./compare-set";
import { comparePath } from "./compare-paths";

describe("parseCompareSet (issue 35 §1: a shareable URL that holds the car ids, up to 4)", () => {
  it.each([
    ["12,34", { ids: [12, 34], tooMany: false, junk: false }],
    [" 12 , 34 ,", { ids: [12, 34], tooMany: false, junk: false }],
    ["12,12,34", { ids: [12, 34], tooMany: false, junk: false }],
    ["12,abc,0,012,-3,1.5,34", { ids: [12, 34], tooMany: false, junk: true }],
    ["99999999999,2147483648,2147483647", { ids: [2147483647], tooMany: false, junk: true }],
    ["1,2,3,4", { ids: [1, 2, 3, 4], tooMany: false, junk: false }],
    ["1,2,3,4,4", { ids: [1, 2, 3, 4], tooMany: false, junk: false }],
    ["1,2,3,4,5", { ids: [1, 2, 3, 4], tooMany: true, junk: false }],
    ["", { ids: [], tooMany: false, junk: false }],
    [undefined, { ids: [], tooMany: false, junk: false }],
  ])("%j → %j", (raw, expected) => {
    expect(parseCompareSet(raw)).toEqual(expected);
  });

  it("reads the first of a repeated parameter", () => {
    expect(parseCompareSet(["5,6", "7"]).ids).toEqual([5, 6]);
  });
});

describe("the tray", () => {
  it.each([
    [[], 7, { kind: "changed", ids: [7] }],
    [[1, 2], 7, { kind: "changed", ids: [1, 2, 7] }],
    [[1, 7], 7, { kind: "changed", ids: [1, 7] }],
    [[1, 2, 3, 4], 7, { kind: "full", ids: [1, 2, 3, 4] }],
    [[1, 2, 3, 4], 4, { kind: "changed", ids: [1, 2, 3, 4] }],
  ])("adding to %j car %i → %j (the 5th is refused)", (ids, car, expected) => {
    expect(addToCompareSet(ids, car)).toEqual(expected);
  });

  it("removes a car, and removing one not there changes nothing", () => {
    expect(removeFromCompareSet([1, 2, 3], 2)).toEqual([1, 3]);
    expect(removeFromCompareSet([1, 3], 2)).toEqual([1, 3]);
  });
});

describe("comparePath", () => {
  it.each([
    [[12, 34], {}, "/compare?cars=12,34"],
    [[12, 34], { differencesOnly: true }, "/compare?cars=12,34&differences=only"],
    [[12], { postcode: "2000", notice: "full" as const }, "/compare?cars=12&postcode=2000&notice=full"],
  ])("%j %j → %s", (ids, options, path) => {
    expect(comparePath(ids, options)).toBe(path);
  });
});

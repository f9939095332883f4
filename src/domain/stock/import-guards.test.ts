import { describe, expect, it } from "vitest";
import { rejectsTooManyRows, removesTooMuchStock } from "./import-guards";

describe("removesTooMuchStock (issue 15: 'a feed that would remove more than half of a dealership's stock stops')", () => {
  it.each([
    { stock: 100, missing: 0, stops: false },
    { stock: 100, missing: 50, stops: false }, // exactly half is allowed
    { stock: 100, missing: 51, stops: true },
    { stock: 100, missing: 100, stops: true }, // an empty feed
    { stock: 1, missing: 1, stops: true },
    { stock: 2, missing: 1, stops: false },
    { stock: 0, missing: 0, stops: false }, // a new dealership's first feed
  ])("$missing of $stock cars left out → stops: $stops", ({ stock, missing, stops }) => {
    expect(removesTooMuchStock({ stock, missing })).toBe(stops);
  });
});

describe("rejectsTooManyRows (issue 15: 'fails only if more than a configured share of rows is bad')", () => {
  it.each([
    { rows: 100_000, rejected: 1_000, share: 0.05, fails: false },
    { rows: 100, rejected: 5, share: 0.05, fails: false }, // exactly the share is allowed
    { rows: 100, rejected: 6, share: 0.05, fails: true },
    { rows: 10, rejected: 0, share: 0, fails: false },
    { rows: 10, rejected: 1, share: 0, fails: true }, // a share of 0 allows no bad row
    { rows: 0, rejected: 0, share: 0.05, fails: false },
    { rows: 3, rejected: 3, share: 1, fails: false }, // a share of 1 never fails
  ])("$rejected of $rows rows bad, share $share → fails: $fails", ({ rows, rejected, share, fails }) => {
    expect(rejectsTooManyRows({ rows, rejected }, share)).toBe(fails);
  });
});

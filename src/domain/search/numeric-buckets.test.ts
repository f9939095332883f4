import { describe, expect, it } from "vitest";
import { KM_BUCKET_EDGES, PRICE_BUCKET_EDGES, bucketValue, bucketValues } from "./numeric-buckets";

describe("bucketValue", () => {
  it.each([
    [0, "0-10000"],
    [9_999, "0-10000"],
    [10_000, "10000-20000"],
    [74_990, "50000-75000"],
    [150_000, "150000-"],
    [2_000_000, "150000-"],
  ])("puts a price of %i into %s", (price, bucket) => {
    expect(bucketValue(PRICE_BUCKET_EDGES, price)).toBe(bucket);
  });

  it("has no bucket below the first edge", () => {
    expect(bucketValue([100, 200], 50)).toBeNull();
  });

  it("lists every km bucket in order, the last one open", () => {
    expect(bucketValues(KM_BUCKET_EDGES)).toEqual(["0-10000", "10000-50000", "50000-100000", "100000-150000", "150000-200000", "200000-"]);
  });
});

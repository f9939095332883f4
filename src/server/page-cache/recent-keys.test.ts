import { describe, expect, it } from "vitest";
import { RecentKeys } from "./recent-keys";

describe("RecentKeys", () => {
  it("knows a key on its second ask, not its first", () => {
    const recent = new RecentKeys(1_000);
    expect(recent.askedBefore("/search/used-cars?price_max=20000")).toBe(false);
    expect(recent.askedBefore("/search/used-cars?price_max=20000")).toBe(true);
    expect(recent.askedBefore("/search/used-cars?price_max=20007")).toBe(false);
  });

  it("remembers at least the last half of its bound, and forgets what is older than its whole bound", () => {
    const recent = new RecentKeys(40);
    const keys = Array.from({ length: 8 }, (_, i) => `key-${i}-xx`); // 10 characters each: two generations of 2
    for (const key of keys.slice(0, 6)) recent.askedBefore(key);
    expect(recent.askedBefore(keys[5]!)).toBe(true);
    expect(recent.askedBefore(keys[4]!)).toBe(true);
    expect(recent.askedBefore(keys[0]!)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { RESULT_CACHE_CAPACITY, ResultCache } from "./result-cache";

// Spec 000 §9: "result cache keeps about 10 entries (oldest dropped)".
describe("ResultCache", () => {
  const filled = (count: number, capacity?: number) => {
    const cache = new ResultCache<number>(capacity);
    for (let i = 0; i < count; i++) cache.set(`q${i}`, i);
    return cache;
  };

  it("keeps 10 entries by default", () => {
    expect(RESULT_CACHE_CAPACITY).toBe(10);
    expect(filled(10).size).toBe(10);
  });

  it("'oldest dropped' when an 11th arrives", () => {
    const cache = filled(11);
    expect(cache.size).toBe(10);
    expect(cache.has("q0")).toBe(false);
    expect(cache.get("q10")).toBe(10);
  });

  it("reading an entry makes it the newest, so it outlives later ones", () => {
    const cache = filled(10);
    expect(cache.get("q0")).toBe(0);
    cache.set("q10", 10);
    expect(cache.has("q0")).toBe(true);
    expect(cache.has("q1")).toBe(false);
  });

  it("setting an existing key replaces it without growing", () => {
    const cache = filled(3, 3);
    cache.set("q0", 99);
    cache.set("q3", 3);
    expect(cache.get("q0")).toBe(99);
    expect(cache.has("q1")).toBe(false);
    expect(cache.size).toBe(3);
  });

  it("a miss is undefined, and a cached undefined is still a hit", () => {
    const cache = new ResultCache<number | undefined>(2);
    cache.set("empty", undefined);
    expect(cache.has("empty")).toBe(true);
    expect(cache.get("missing")).toBeUndefined();
  });

  it.each([0, -1, 2.5])("refuses capacity %d", (capacity) => expect(() => new ResultCache(capacity)).toThrow(RangeError));

  it("clear empties it", () => {
    const cache = filled(4);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { SizedLru } from "./sized-lru";

describe("SizedLru", () => {
  it("drops the least recently used values beyond its budget", () => {
    const lru = new SizedLru<string, string>(100);
    lru.set("a", "A", 40);
    lru.set("b", "B", 40);
    expect(lru.get("a")).toBe("A"); // a is now more recent than b
    lru.set("c", "C", 40);
    expect([lru.peek("a"), lru.peek("b"), lru.peek("c")]).toEqual(["A", undefined, "C"]);
    expect({ size: lru.size, bytes: lru.bytes, evictions: lru.evictions }).toEqual({ size: 2, bytes: 80, evictions: 1 });
  });

  it("counts a value's size once it is known, and keeps values still being made", () => {
    const lru = new SizedLru<string, string>(100);
    lru.set("pending", "P");
    lru.set("a", "A", 60);
    lru.set("b", "B", 30);
    lru.resize("b", "B", 90); // b grew as it was used: a goes, the pending value (size 0) stays
    expect([lru.peek("pending"), lru.peek("a"), lru.peek("b")]).toEqual(["P", undefined, "B"]);
    expect(lru.bytes).toBe(90);
  });

  it("keeps the value just stored even when it alone is over budget", () => {
    const lru = new SizedLru<string, string>(100);
    lru.set("a", "A", 50);
    lru.set("huge", "H", 500);
    expect([lru.peek("a"), lru.peek("huge")]).toEqual([undefined, "H"]);
    expect(lru.bytes).toBe(500);
  });

  it("ignores a resize for a value that was replaced", () => {
    const lru = new SizedLru<string, string>(100);
    lru.set("a", "old", 10);
    lru.set("a", "new", 20);
    lru.resize("a", "old", 99);
    expect({ value: lru.peek("a"), bytes: lru.bytes }).toEqual({ value: "new", bytes: 20 });
  });

  it("never holds more than its budget over a long run of values of any size (property)", () => {
    const lru = new SizedLru<number, number>(1_000);
    let seed = 7;
    for (let i = 0; i < 5_000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      const key = seed % 50;
      if (seed % 3 === 0) lru.resize(key, key, seed % 400);
      else lru.set(key, key, seed % 300);
      expect(lru.bytes).toBeLessThanOrEqual(1_000);
    }
    expect(lru.evictions).toBeGreaterThan(0);
  });

  it.each([-1, Number.NaN])("refuses a budget of %d bytes", (budget) => expect(() => new SizedLru(budget)).toThrow(RangeError));
});

import { describe, expect, it } from "vitest";
import { animatedCount, salesThisMonth } from "./sales-counter";

// Brisbane is UTC+10 all year: Brisbane midnight is 14:00 UTC the day before.
describe("salesThisMonth (spec 001 §9: (day of month - 1) x 192 + floor(seconds since midnight in Brisbane time / 450))", () => {
  it.each([
    // Month boundaries
    ["2026-10-31T13:59:59Z", "31 Oct 23:59:59 Brisbane: last second of October", 30 * 192 + Math.floor(86_399 / 450)],
    ["2026-10-31T14:00:00Z", "1 Nov 00:00:00 Brisbane: the count starts again", 0],
    ["2026-10-31T14:07:29Z", "1 Nov 00:07:29 Brisbane: 449 s, no sale yet", 0],
    ["2026-10-31T14:07:30Z", "1 Nov 00:07:30 Brisbane: 450 s, the first sale", 1],
    ["2026-02-28T13:59:59Z", "28 Feb 23:59:59 Brisbane", 27 * 192 + 191],
    ["2026-02-28T14:00:00Z", "1 Mar 00:00 Brisbane (no 29 Feb in 2026)", 0],
    ["2028-02-28T14:00:00Z", "29 Feb 00:00 Brisbane in a leap year", 28 * 192],
    ["2026-12-31T13:59:59Z", "31 Dec 23:59:59 Brisbane", 30 * 192 + 191],
    ["2026-12-31T14:00:00Z", "1 Jan 00:00 Brisbane, a new year", 0],
    // Day boundaries
    ["2026-11-01T13:59:59Z", "1 Nov 23:59:59 Brisbane: 191 sales on day one", 191],
    ["2026-11-01T14:00:00Z", "2 Nov 00:00 Brisbane: day two starts at 192", 192],
    ["2026-11-14T02:00:00Z", "14 Nov 12:00 Brisbane: 13 days + 96", 13 * 192 + 96],
    // The UTC date is still the 14th here but Brisbane is already on the 15th.
    ["2026-11-14T20:00:00Z", "15 Nov 06:00 Brisbane while UTC reads 14 Nov", 14 * 192 + 48],
  ])("%s (%s) → %i", (instant, _what, expected) => {
    expect(salesThisMonth(new Date(instant))).toBe(expected);
  });

  it("never moves backwards within a month and rises by one every 450 seconds", () => {
    const start = Date.parse("2026-10-31T14:00:00Z");
    let previous = -1;
    for (let t = start; t < start + 30 * 86_400_000; t += 450_000) {
      const count = salesThisMonth(new Date(t));
      expect(count).toBe(previous + 1);
      previous = count;
    }
  });
});

describe("animatedCount (spec 001 §4: 'animates over 2 seconds')", () => {
  it.each([
    [100, 110, 0, 100],
    [100, 110, 1_000, 109],
    [100, 110, 1_999, 110],
    [100, 110, 2_000, 110],
    [100, 110, 5_000, 110],
    [110, 110, 0, 110],
    [0, 1000, 500, 578],
  ])("from %i to %i after %i ms shows %i", (from, to, elapsed, shown) => {
    expect(animatedCount(from, to, elapsed)).toBe(shown);
  });
});

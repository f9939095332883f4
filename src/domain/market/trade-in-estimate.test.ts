import { describe, expect, it } from "vitest";
import { describeTradeInEstimate, estimateTradeIn, type TradeInCar, type TradeInComparable } from "./trade-in-estimate";

const CAR: TradeInCar = { make: "Toyota", model: "RAV4", badge: "GX", year: 2022, km: 40_000, condition: "good" };
const like = (price: number, overrides: Partial<TradeInComparable> = {}): TradeInComparable => ({ year: 2022, km: 40_000, price, badge: null, sold: false, ...overrides });
const FIVE = [like(30_000), like(31_000), like(32_000, { sold: true }), like(33_000), like(34_000, { sold: true })];
const options = { currentYear: 2026, marginPercent: 10 };

describe("estimateTradeIn", () => {
  it.each([
    // Equal weights: the 20th and 80th percentiles of 30k…34k are 30,500 and 33,500.
    ["good, 10% margin", CAR, FIVE, options, { low: 26_000, high: 28_600, retailLow: 30_500, retailHigh: 33_500, conditionPercent: 5, marginPercent: 10 }],
    ["excellent, no margin: the retail range", { ...CAR, condition: "excellent" as const }, FIVE, { ...options, marginPercent: 0 }, { low: 30_500, high: 33_500, conditionPercent: 0 }],
    ["poor, 15% margin", { ...CAR, condition: "poor" as const }, FIVE, { ...options, marginPercent: 15 }, { low: 19_400, high: 21_300, conditionPercent: 25 }],
    ["fair", { ...CAR, condition: "fair" as const }, FIVE, options, { low: 24_100, high: 26_500, conditionPercent: 12 }],
    // Comparables two years older ask 14% less than this car would: adjusted up to 34,200.
    ["older comparables adjusted to this car's year", { ...CAR, condition: "excellent" as const }, Array.from({ length: 5 }, () => like(30_000, { year: 2020 })), { ...options, marginPercent: 0 }, { low: 34_200, high: 34_200 }],
    // The one GX counts twice: the 80th percentile moves from 35,000 towards it.
    ["a comparable of the same badge weighs double", CAR, [like(30_000), like(30_000), like(30_000), like(30_000), like(40_000, { badge: " gx " })], options, { retailHigh: 38_600, sameBadgeCount: 1 }],
    ["counts listed and sold comparables", CAR, FIVE, options, { listedCount: 3, soldCount: 2, sameBadgeCount: 0 }],
    ["7 years old is not over the limit", { ...CAR, year: 2019 }, FIVE, options, { kind: "estimate" }],
    ["100,000 km is not over the limit", { ...CAR, km: 100_000 }, FIVE.map((c) => ({ ...c, km: 100_000 })), options, { kind: "estimate" }],
  ])("%s", (_name, car, comparables, opts, expected) => {
    expect(estimateTradeIn(car, comparables, opts)).toMatchObject({ kind: "estimate", ...expected });
  });

  it("shows its working: every comparable with its adjusted price, nearest and same badge first", () => {
    const outcome = estimateTradeIn(CAR, [like(30_000, { year: 2020 }), like(31_000), like(32_000), like(33_000), like(34_000, { badge: "GX", sold: true })], options);
    expect(outcome.kind === "estimate" && outcome.used.map((c) => [c.price, c.adjustedPrice, c.sold])).toEqual([
      [34_000, 34_000, true], [31_000, 31_000, false], [32_000, 32_000, false], [33_000, 33_000, false], [30_000, 34_200, false],
    ]);
  });

  it.each([
    ["over 7 years old", { ...CAR, year: 2018 }, FIVE, "too_old"],
    ["over 100,000 km", { ...CAR, km: 100_001 }, FIVE, "too_far"],
    ["fewer than 5 comparables", CAR, FIVE.slice(0, 4), "too_few_comparables"],
    ["no comparables", CAR, [], "too_few_comparables"],
  ])("refuses a car %s: no number it cannot support", (_name, car, comparables, reason) => {
    expect(estimateTradeIn(car, comparables, options)).toEqual({ kind: "refused", reason, comparableCount: comparables.length });
  });
});

describe("describeTradeInEstimate", () => {
  it.each([
    [CAR, FIVE, "Online estimate for the 2022 Toyota RAV4, 40,000 km: $26,000 to $28,600, from 3 listed and 2 recently sold comparable cars (retail $30,500 to $33,500, less 5% for condition and a 10% dealer margin)."],
    [CAR, FIVE.slice(0, 2), "No online estimate for the 2022 Toyota RAV4, 40,000 km: only 2 comparable cars on the market."],
    [{ ...CAR, year: 2015 }, FIVE, "No online estimate for the 2015 Toyota RAV4, 40,000 km: over 7 years old."],
    [{ ...CAR, km: 150_000 }, FIVE, "No online estimate for the 2022 Toyota RAV4, 150,000 km: over 100,000 km."],
  ])("%#: %s", (car, comparables, text) => expect(describeTradeInEstimate(car, estimateTradeIn(car, comparables, options))).toBe(text));
});

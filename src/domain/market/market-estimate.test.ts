import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adjustedPrice, estimateMarketPrice, isEligibleForMarketComparison, kmWindow, type Comparable, type MarketSubject } from "./market-estimate";
import { showsPriceComparison } from "./price-comparison";
import { weightedQuantile } from "./weighted-stats";

const subject: MarketSubject = { make: "Toyota", model: "Corolla", year: 2020, km: 50_000, price: 24_990, status: "in_stock", reserved: false, carType: "used" };
const like = (price: number, overrides: Partial<Comparable> = {}): Comparable => ({ year: 2020, km: 50_000, price, state: "QLD", slug: null, ...overrides });

describe("isEligibleForMarketComparison — spec 001 §5 'only when status is in_stock, not sold, not reserved and price above 200'", () => {
  it.each<[Partial<MarketSubject>, boolean]>([
    [{}, true],
    [{ carType: "demo" }, true],
    [{ carType: "new" }, false], // §6 "Autogauge (used cars only)"
    [{ status: "coming_soon" }, false],
    [{ status: "sold" }, false],
    [{ reserved: true }, false],
    [{ price: 200 }, false],
    [{ price: 201 }, true],
  ])("%j → %s", (overrides, expected) => expect(isEligibleForMarketComparison({ ...subject, ...overrides })).toBe(expected));
});

describe("adjustedPrice — to the subject's kilometres (0.25% a 1,000 km) and year (7%), at most ±25%", () => {
  it.each([
    [{ year: 2020, km: 50_000, price: 25_000 }, 25_000],
    [{ year: 2019, km: 70_000, price: 20_000 }, 22_400], // +5% km, +7% year
    [{ year: 2022, km: 10_000, price: 30_000 }, 22_800], // −10% km, −14% year
    [{ year: 2024, km: 0, price: 40_000 }, 30_000], // −40.5% capped at −25%
  ])("%j → %i", (comparable, expected) => expect(adjustedPrice(subject, comparable)).toBe(expected));

  it("km window: ±30,000 km or ±50% of the odometer", () => {
    expect(kmWindow(50_000)).toEqual({ min: 20_000, max: 80_000 });
    expect(kmWindow(120_000)).toEqual({ min: 60_000, max: 180_000 });
    expect(kmWindow(5_000)).toEqual({ min: 0, max: 35_000 });
  });
});

describe("estimateMarketPrice", () => {
  it("five identical-spec comparables: the 20th–80th percentile range, the fill, the confidence and the words", () => {
    const result = estimateMarketPrice(subject, [23_000, 24_000, 25_000, 26_000, 27_000].map((p) => like(p)));
    expect(result).toMatchObject({
      fill: 50, listing_price: 24_990, market_range_min: 23_500, market_range_max: 26_500, confidence: 0.48,
      description: "Good value: 5 similar Toyota Corollas, adjusted for age and kilometres, put this car at $23,500 to $26,500.",
    });
    expect(result.comparables).toHaveLength(5);
    expect(result.comparables[0]).toEqual({ year: 2020, km: 50_000, price: 23_000, state: "QLD", slug: null, adjusted_price: 23_000 });
    expect(showsPriceComparison(result)).toBe(true);
  });

  it.each([
    [21_990, "Below market", 0],
    [25_500, "Fair price", 67],
    [29_990, "Above market", 100],
  ])("a price of %i reads %s with fill %i", (price, words, fill) => {
    const result = estimateMarketPrice({ ...subject, price }, [23_000, 24_000, 25_000, 26_000, 27_000].map((p) => like(p)));
    expect(result.description).toMatch(new RegExp(`^${words}:`));
    expect(result.fill).toBe(fill);
  });

  it("answers nothing with fewer than 3 comparables or for an ineligible car", () => {
    const empty = { fill: null, listing_price: null, market_range_min: null, market_range_max: null, confidence: null, description: null, comparables: [] };
    expect(estimateMarketPrice(subject, [like(24_000), like(25_000)])).toEqual(empty);
    expect(estimateMarketPrice({ ...subject, reserved: true }, [like(24_000), like(25_000), like(26_000)])).toEqual(empty);
  });

  it("widely spread prices give a low confidence, which hides the panel (threshold 0.2)", () => {
    const result = estimateMarketPrice(subject, [12_000, 40_000, 18_000, 35_000].map((p) => like(p)));
    expect(result.confidence).toBeLessThanOrEqual(0.2);
    expect(showsPriceComparison(result)).toBe(false);
  });

  const comparable = fc.record({
    year: fc.integer({ min: 2018, max: 2022 }), km: fc.integer({ min: 20_000, max: 80_000 }), price: fc.integer({ min: 5_000, max: 80_000 }),
    state: fc.constant(null), slug: fc.constant(null),
  });
  it("keeps its invariants: min ≤ max, fill 0–100, confidence 0–1, every comparable listed", () => {
    fc.assert(fc.property(fc.array(comparable, { minLength: 3, maxLength: 40 }), fc.integer({ min: 1_000, max: 90_000 }), (cars, price) => {
      const result = estimateMarketPrice({ ...subject, price }, cars);
      expect(result.market_range_min!).toBeLessThanOrEqual(result.market_range_max!);
      expect(result.fill!).toBeGreaterThanOrEqual(0);
      expect(result.fill!).toBeLessThanOrEqual(100);
      expect(result.confidence!).toBeGreaterThanOrEqual(0);
      expect(result.confidence!).toBeLessThanOrEqual(1);
      expect(result.comparables).toHaveLength(cars.length);
    }));
  });
});

describe("weightedQuantile", () => {
  it.each([
    [[1, 2, 3, 4, 5], 0.5, 3],
    [[1, 2, 3, 4, 5], 0.2, 1.5],
    [[1, 2, 3, 4, 5], 0, 1],
    [[1, 2, 3, 4, 5], 1, 5],
    [[7], 0.3, 7],
  ])("%j at %f → %f", (values, q, expected) => expect(weightedQuantile(values.map((value) => ({ value, weight: 1 })), q)).toBeCloseTo(expected, 9));

  it("heavier points pull the median: weights 3 and 1 put it a quarter of the way, not half", () => {
    expect(weightedQuantile([{ value: 10, weight: 3 }, { value: 20, weight: 1 }], 0.5)).toBe(12.5);
  });
});

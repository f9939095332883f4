import { describe, expect, it } from "vitest";
import { BULK_PRICE_FLOOR, changedPrice, previewCar, previewPriceChange, priceChangeText, type BulkCar, type PriceChangeBy } from "./bulk-price-change";

const percent = (hundredths: number): PriceChangeBy => ({ unit: "percent", hundredths });
const dollars = (amount: number): PriceChangeBy => ({ unit: "dollars", dollars: amount });
const car = (price: number, status = "in_stock"): BulkCar => ({ id: 7, price, status });

describe("changedPrice: whole dollars, a percentage rounded to the nearest dollar, a half up (decision 050)", () => {
  it.each([
    { price: 34_990, change: percent(-500), to: 33_241 }, // 33,240.50
    { price: 34_990, change: percent(500), to: 36_740 }, // 36,739.50
    { price: 20_000, change: percent(-500), to: 19_000 },
    { price: 19_999, change: percent(-250), to: 19_499 }, // 19,499.025
    { price: 12_345, change: percent(-1), to: 12_344 }, // 12,343.7655
    { price: 10_001, change: percent(-5000), to: 5_001 }, // 5,000.50
    { price: 4_999_999, change: percent(333), to: 5_166_499 }, // 5,166,498.97
    { price: 34_990, change: dollars(-500), to: 34_490 },
    { price: 34_990, change: dollars(250), to: 35_240 },
  ])("$price with $change.unit → $to", ({ price, change, to }) => {
    expect(changedPrice(price, change)).toBe(to);
  });
});

describe("previewCar: a car's new price, or why it is left alone", () => {
  it.each([
    { why: "a car in stock", car: car(34_990), change: percent(-500), line: { kind: "change", from: 34_990, to: 33_241 } },
    { why: "a car coming soon", car: car(34_990, "coming_soon"), change: dollars(-500), line: { kind: "change", from: 34_990, to: 34_490 } },
    { why: "exactly half its price", car: car(10_000), change: percent(-5000), line: { kind: "change", from: 10_000, to: 5_000 } },
    { why: "exactly the floor", car: car(1_000), change: dollars(-500), line: { kind: "change", from: 1_000, to: BULK_PRICE_FLOOR } },
    { why: "not one of the staff member's dealerships' cars", car: null, change: percent(-500), line: { kind: "refused", reason: "not_found" } },
    { why: "a sold car", car: car(34_990, "sold"), change: percent(-500), line: { kind: "refused", reason: "sold" } },
    { why: "a car with no price (Enquire for price)", car: car(0), change: dollars(500), line: { kind: "refused", reason: "no_price" } },
    { why: "a new price under the floor", car: car(900), change: dollars(-401), line: { kind: "refused", reason: "below_floor" } },
    { why: "a price cut below zero", car: car(300), change: dollars(-500), line: { kind: "refused", reason: "below_floor" } },
    { why: "more than half off", car: car(12_000), change: dollars(-6_001), line: { kind: "refused", reason: "more_than_half" } },
    { why: "over the dearest price", car: car(4_990_000), change: dollars(10_001), line: { kind: "refused", reason: "above_max" } },
    { why: "a change that rounds to nothing", car: car(1_000), change: percent(1), line: { kind: "refused", reason: "unchanged" } },
  ])("$why", ({ car: stored, change, line }) => {
    expect(previewCar(7, stored, change)).toEqual({ carId: 7, ...line });
  });
});

describe("previewPriceChange", () => {
  it("keeps the order the cars were chosen in, and refuses a car it was not given as not found", () => {
    const cars = new Map([[1, { id: 1, price: 20_000, status: "in_stock" }], [2, { id: 2, price: 30_000, status: "sold" }]]);
    expect(previewPriceChange([2, 3, 1], cars, dollars(-1_000))).toEqual([
      { carId: 2, kind: "refused", reason: "sold" },
      { carId: 3, kind: "refused", reason: "not_found" },
      { carId: 1, kind: "change", from: 20_000, to: 19_000 },
    ]);
  });
});

describe("priceChangeText", () => {
  it.each([
    { change: percent(-500), text: "−5%" },
    { change: percent(250), text: "+2.5%" },
    { change: percent(-1), text: "−0.01%" },
    { change: dollars(-500), text: "−$500" },
    { change: dollars(12_500), text: "+$12,500" },
  ])("$text", ({ change, text }) => {
    expect(priceChangeText(change)).toBe(text);
  });
});

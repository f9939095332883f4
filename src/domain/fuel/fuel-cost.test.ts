import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fuelConsumption, fuelCost, fuelCostInput, parseTypedAmount, showsFuelCalculator } from "./fuel-cost";

describe("parseTypedAmount — spec 000 §5 'currency sign, commas and 'kms' stripped'", () => {
  it.each([
    ["$1.85", 1.85],
    ["1.70", 1.7],
    ["$ 2", 2],
    ["1,200 kms", 1200],
    ["250kms", 250],
    ["300 km", 300],
    ["1,000", 1000],
    [".9", 0.9],
    ["", null],
    ["abc", null],
    ["-5", null],
    ["1.2.3", null],
  ])("%j → %s", (typed, expected) => expect(parseTypedAmount(typed)).toBe(expected));

  it("reads back any amount written with $, commas and ' kms'", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (n) => {
      expect(parseTypedAmount(`$${n.toLocaleString("en-AU")} kms`)).toBe(n);
    }));
  });
});

describe("fuelConsumption — 'consumption defaults to 10 L/100km if unknown'", () => {
  it.each([
    [{ fuelconsumptioncombined: 6.8 }, 6.8],
    [{ fuelconsumptioncombined: "7.4" }, 7.4],
    [{ fuelconsumptioncombined: 0 }, 10],
    [{ fuelconsumptioncombined: null }, 10],
    [{}, 10],
    [null, 10],
  ])("%j → %f", (variant, expected) => expect(fuelConsumption(variant)).toBe(expected));
});

describe("fuelCost — spec 000 §9 defaults '$1.70/L, 250 kms/week'", () => {
  it.each([
    // 250 km × 10 L/100 km × $1.70 = $42.50 a week; × 52 = $2,210 a year; / 12 = $184.17 a month
    [10, 1.7, 250, { weekly: 43, monthly: 184, yearly: 2210 }],
    // 400 × 6.8/100 × 1.85 = 50.32; × 52 = 2616.64; / 12 = 218.05
    [6.8, 1.85, 400, { weekly: 50, monthly: 218, yearly: 2617 }],
    [5.4, 2.1, 0, { weekly: 0, monthly: 0, yearly: 0 }],
  ])("%f L/100km at $%f over %i km a week → %j", (consumptionLPer100km, pricePerLitre, kmPerWeek, expected) => {
    expect(fuelCost({ consumptionLPer100km, pricePerLitre, kmPerWeek })).toEqual(expected);
  });

  it("falls back to the defaults for what cannot be read", () => {
    expect(fuelCostInput({ pricePerLitre: "", kmPerWeek: "lots" }, null)).toEqual({ consumptionLPer100km: 10, pricePerLitre: 1.7, kmPerWeek: 250 });
    expect(fuelCostInput({ pricePerLitre: "$2.05", kmPerWeek: "1,000 kms" }, { fuelconsumptioncombined: 8 })).toEqual({ consumptionLPer100km: 8, pricePerLitre: 2.05, kmPerWeek: 1000 });
  });
});

describe("showsFuelCalculator — spec 000 §2 'hidden for electric cars'", () => {
  it.each([["Electric", false], ["electric", false], ["Petrol", true], ["Hybrid", true], ["Plug-in Hybrid", true], [null, true]])("%s → %s", (fuel, expected) => {
    expect(showsFuelCalculator({ fuel, itemType: "car" })).toBe(expected);
  });
  // Issue 32: "Caravans and trailers get a fuel cost calculator built on the 10 L/100 km default … Anything without an engine gets neither."
  it.each([["caravan", false], ["trailer", false], ["motorcycle", true], [null, true]])("item type %s → %s", (itemType, expected) => {
    expect(showsFuelCalculator({ fuel: null, itemType })).toBe(expected);
  });
});

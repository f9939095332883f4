import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseSearchParams } from "@/domain/search/search-request";
import { budgetButton, budgetEmptyText, budgetEstimate, budgetSearchHref, clampBudgetInput, defaultBudgetRepayment } from "./budget-search";

describe("clampBudgetInput — spec 001 §5 'clamped between 0 and 1,000,000; non-numeric input becomes 0'", () => {
  it.each<[string | number, number]>([
    ["600", 600],
    ["$2,000", 2000],
    ["", 0],
    ["abc", 0],
    ["12abc", 0],
    ["-50", 0],
    ["1000001", 1_000_000],
    ["$1,500,000", 1_000_000],
    [250.6, 251],
    [Number.NaN, 0],
  ])("%j → %i", (typed, expected) => expect(clampBudgetInput(typed)).toBe(expected));

  it("always lands in 0…1,000,000", () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.double()), (typed) => {
      const value = clampBudgetInput(typed);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1_000_000);
    }));
  });
});

describe("budgetEstimate — spec 001 §9 'repayment x 12 (monthly) or 52 (weekly) x 5 years + deposit'", () => {
  it.each([
    [600, "monthly", 2000, 38_000], // the defaults: 600 × 12 × 5 + 2,000
    [200, "weekly", 2000, 54_000], // 200 × 52 × 5 + 2,000
    [0, "weekly", 0, 0],
    [150, "weekly", 5000, 44_000],
  ] as const)("$%i %s + $%i deposit → $%i", (repayment, frequency, deposit, expected) => {
    expect(budgetEstimate(repayment, frequency, deposit)).toBe(expected);
  });

  it("defaults: 'repayment 600 monthly or 200 weekly'", () => {
    expect(defaultBudgetRepayment("monthly")).toBe(600);
    expect(defaultBudgetRepayment("weekly")).toBe(200);
  });
});

describe("budgetButton — spec 001 §2 and §4", () => {
  it.each([
    ["SUV", 38_000, 21_990, { text: "View SUVs In This Range", disabled: false }],
    ["SUV", 21_990, 21_990, { text: "View SUVs In This Range", disabled: false }],
    ["SUV", 21_989, 21_990, { text: "0 SUVs Found", disabled: true }],
    ["Ute", 50_000, null, { text: "0 Utes Found", disabled: true }],
  ] as const)("%s, budget %i, cheapest %s → %j", (carType, budget, cheapest, expected) => {
    expect(budgetButton(carType, budget, cheapest)).toEqual(expected);
  });

  it("'No {carType}s found for this budget'", () => expect(budgetEmptyText("Car")).toBe("No Cars found for this budget"));
});

describe("budgetSearchHref — the search up to the budget", () => {
  it.each([
    ["SUV", 38_000, "/search/suv?price_max=38000"],
    [null, 54_000, "/search/new-used-and-demo-cars?price_max=54000"],
    ["People Mover", 0, "/search/people-mover?price_max=0"],
    ["Ute", 10_000_000, "/search/ute?price_max=10000000"],
  ])("%s, %i → %s", (body, budget, href) => expect(budgetSearchHref(body, budget)).toBe(href));

  it("the search parses price_max back", () => {
    const query = new URL(budgetSearchHref("SUV", 38_000), "http://x").searchParams;
    expect(parseSearchParams(query)).toMatchObject({ ok: true, request: { ranges: { price: { max: 38_000 } } } });
  });
});

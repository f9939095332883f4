import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { budgetValues } from "./budget-query";
import { budgetSearchPrice } from "./budget-price";
import { budgetSearchHref, clampBudgetInput } from "./budget-search";

describe("budgetSearchPrice — one budget for the script and the form without JavaScript (issue 32)", () => {
  it.each([
    [600, "monthly", 2000, { price: 38_000, capped: false }],
    [0, "weekly", 0, { price: 0, capped: false }],
    [38_000, "weekly", 0, { price: 9_880_000, capped: false }],
    [1_000_000, "weekly", 1_000_000, { price: 10_000_000, capped: true }],
    [1_000_000, "monthly", 0, { price: 10_000_000, capped: true }],
  ] as const)("$%i %s + $%i → %j", (repayment, frequency, deposit, expected) => {
    expect(budgetSearchPrice(repayment, frequency, deposit)).toEqual(expected);
  });

  it("'abc' with a negative deposit is a budget of 0, and the search goes up to 0 (not 100,000)", () => {
    const values = budgetValues({ repayment: "abc", deposit: "-5000", frequency: "monthly" }, []);
    expect(values).toMatchObject({ repayment: 0, deposit: 0, estimate: 0, capped: false });
    expect(budgetSearchHref(values.body, values.estimate)).toBe("/search/new-used-and-demo-cars?price_max=0");
  });

  it("the largest inputs: the estimate shown is the price searched, $10,000,000, not $261,000,000", () => {
    const values = budgetValues({ repayment: "99,999,999", deposit: "5000000", frequency: "weekly" }, []);
    expect(values).toMatchObject({ estimate: 10_000_000, capped: true });
    expect(budgetSearchHref(values.body, values.estimate)).toBe("/search/new-used-and-demo-cars?price_max=10000000");
  });

  it("whatever is typed, the estimate shown and the search's price_max are the same number", () => {
    fc.assert(fc.property(fc.string(), fc.string(), fc.constantFrom("weekly", "monthly"), (repayment, deposit, frequency) => {
      const values = budgetValues({ repayment, deposit, frequency }, []);
      const priceMax = Number(new URL(budgetSearchHref(values.body, values.estimate), "http://x").searchParams.get("price_max"));
      expect(priceMax).toBe(values.estimate);
      expect(values.estimate).toBe(budgetSearchPrice(clampBudgetInput(repayment), values.frequency, clampBudgetInput(deposit)).price);
    }));
  });
});

import { describe, expect, it } from "vitest";
import { siteWeeklyEstimate, weeklyFinanceEstimate } from "./weekly-estimate";

describe("weeklyFinanceEstimate (spec 000 §9 '$/wk at a sample % p.a.')", () => {
  it.each([
    // =PMT(10%/52, 260, -30000) = 146.73
    [30_000, 10, 147],
    // =PMT(8.5%/52, 260, -45990) = 217.27
    [45_990, 8.5, 217],
    // =PMT(0, 260, -20000) = 76.92
    [20_000, 0, 77],
  ])("a price of %i at %f%% is $%i a week", (price, rate, weekly) => {
    expect(weeklyFinanceEstimate(price, rate)).toBe(weekly);
  });

  it("shows nothing for a car without a real price (10 dollars or less)", () => {
    expect(weeklyFinanceEstimate(0, 10)).toBeNull();
    expect(weeklyFinanceEstimate(10, 10)).toBeNull();
  });

  it("shows nothing when the repayment would be 25 or less ('Enquire for Finance')", () => {
    // =PMT(10%/52, 260, -5000) = 24.46
    expect(weeklyFinanceEstimate(5_000, 10)).toBeNull();
    // =PMT(10%/52, 260, -5500) = 26.90
    expect(weeklyFinanceEstimate(5_500, 10)).toBe(27);
  });
});

describe("siteWeeklyEstimate", () => {
  it("shows the estimate only on sites with a finance provider", () => {
    expect(siteWeeklyEstimate(30_000, { financeProvider: "manual", defaultInterestRate: 10 })).toBe(147);
    expect(siteWeeklyEstimate(30_000, { financeProvider: null, defaultInterestRate: 10 })).toBeNull();
  });
});

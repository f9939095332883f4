import { describe, expect, it } from "vitest";
import type { FinanceCar } from "./finance-eligibility";
import { carWeeklyEstimate, weeklyFinanceEstimate } from "./weekly-estimate";

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

const NOW = new Date("2026-11-20T00:00:00Z");
const car = (overrides: Partial<FinanceCar> = {}): FinanceCar => ({
  make: "Toyota", year: 2022, price: 30_000, status: "in_stock", dealershipSlug: "harbour",
  financeLenders: { manual: { interestRate: 8.99, comparisonRate: 9.85, paymentWeek: 142 } }, ...overrides,
});
const site: Parameters<typeof carWeeklyEstimate>[1] = { financeProvider: "manual", excludedFinanceDealerships: ["outback-motors"], defaultInterestRate: 10 };

// Issue 32 §8: the estimate follows the calculator's rule (offersFinance), so a car the site would not finance
// is never advertised at "$N/wk estimated finance".
describe("carWeeklyEstimate", () => {
  it.each<[string, FinanceCar, Partial<typeof site>, number | null]>([
    ["a car the site finances", car(), {}, 147],
    ["no finance provider", car(), { financeProvider: null }, null],
    ["spec 000 §5 'the manufacturer is not Suzuki'", car({ make: "Suzuki" }), {}, null],
    ["'the dealership is not one of five listed regional dealerships'", car({ dealershipSlug: "outback-motors" }), {}, null],
    ["'the lender entry exists and is non-empty'", car({ financeLenders: {} }), {}, null],
    ["sold", car({ status: "sold" }), {}, null],
  ])("%s → %s", (_, subject, config, expected) => {
    expect(carWeeklyEstimate(subject, { ...site, ...config }, NOW)).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import { pageCalculatorSetup, carCalculatorSetup } from "./calculator-setup";
import type { FinanceCar } from "./finance-eligibility";

const NOW = new Date("2026-03-01T00:00:00Z");
const config = { financeProvider: "manual" as const, excludedFinanceDealerships: ["far-north-motors"], defaultInterestRate: 10 };
const lender = { interestRate: 8.99, comparisonRate: 9.5, paymentWeek: 150, termYears: 4, deposit: 2000, establishmentFees: 395 };
const car: FinanceCar = { make: "Toyota", year: 2022, price: 32_990, status: "in_stock", dealershipSlug: "harbour", financeLenders: { manual: lender } };

describe("carCalculatorSetup — spec 000 §5 eligibility, §9 defaults from the lender entry", () => {
  it("starts from the car's price and the lender's rate, term, deposit and fee", () => {
    const setup = carCalculatorSetup(car, config, NOW);
    expect(setup?.defaults).toMatchObject({ amount: 32_990, annualInterestRate: 8.99, termYears: 4, deposit: 2000, establishmentFee: 395 });
    expect(setup?.lender?.interestRate).toBe(8.99);
  });

  it.each<[string, Partial<FinanceCar>, Partial<typeof config>]>([
    ["no lender entry", { financeLenders: {} }, {}],
    ["a Suzuki", { make: "Suzuki" }, {}],
    ["an excluded dealership", { dealershipSlug: "far-north-motors" }, {}],
    ["a sold car", { status: "sold" }, {}],
    ["no price", { price: 0 }, {}],
    ["no provider", {}, { financeProvider: null as never }],
  ])("gives none for %s", (_, carChange, configChange) => {
    expect(carCalculatorSetup({ ...car, ...carChange }, { ...config, ...configChange }, NOW)).toBeNull();
  });
});

describe("pageCalculatorSetup — the finance page without a car", () => {
  it("takes the highest of the budget and 30,000 at the site's rate", () => {
    expect(pageCalculatorSetup(config)?.defaults).toMatchObject({ amount: 30_000, annualInterestRate: 10, termYears: 5 });
    expect(pageCalculatorSetup(config, { requestedAmount: 45_000 })?.defaults.amount).toBe(45_000);
    expect(pageCalculatorSetup(config, { requestedAmount: 12_000 })?.defaults.amount).toBe(30_000);
  });

  it("lets the manual provider's amount reach 1.05 × a budget above 100,000", () => {
    expect(pageCalculatorSetup(config, { requestedAmount: 150_000 })?.inputs.amount.max).toBe(157_500);
  });

  it("takes a car's own price when the car has no lender data", () => {
    expect(pageCalculatorSetup(config, { carPrice: 12_990 })?.defaults.amount).toBe(12_990);
  });

  it("is absent without a provider", () => {
    expect(pageCalculatorSetup({ financeProvider: null, defaultInterestRate: 10 })).toBeNull();
  });
});

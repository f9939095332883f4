import { describe, expect, it } from "vitest";
import { financeIneligibility, isEligibleForFinance, offersFinance, showsFinanceCalculator, type FinanceCar } from "./finance-eligibility";
import type { FinanceProvider } from "./lender-entry";

const NOW = new Date("2026-11-20T00:00:00Z");
const lender = { interestRate: 8.99, comparisonRate: 9.85, paymentWeek: 142, paymentMonth: 615 };
const car = (provider: string, overrides: Partial<FinanceCar> = {}, entry: Record<string, unknown> = lender): FinanceCar => ({
  make: "Toyota", year: 2022, price: 30_000, status: "in_stock", dealershipSlug: "harbour", financeLenders: { [provider]: entry }, ...overrides,
});
const config = { financeProvider: "manual" as const, excludedFinanceDealerships: ["outback-motors"] };

describe("isEligibleForFinance — spec 000 §5 common rules", () => {
  it.each<[string, FinanceCar, boolean]>([
    ["an in-stock car with a full lender entry", car("manual"), true],
    ["'the lender entry exists' — none", car("manual", { financeLenders: {} }), false],
    ["'and is non-empty' — {}", car("manual", {}, {}), false],
    ["another provider's entry only", car("angle"), false],
    ["'interestRate … not null'", car("manual", {}, { ...lender, interestRate: null }), false],
    ["'comparisonRate are not null'", car("manual", {}, { ...lender, comparisonRate: null }), false],
    ["numeric strings from a feed count", car("manual", {}, { ...lender, interestRate: "8.99", comparisonRate: "9.85" }), true],
    ["'the manufacturer is not Suzuki'", car("manual", { make: "Suzuki" }), false],
    ["Suzuki in any case", car("manual", { make: " SUZUKI " }), false],
    ["'the dealership is not one of five listed regional dealerships'", car("manual", { dealershipSlug: "outback-motors" }), false],
  ])("%s → %s", (_name, subject, expected) => {
    expect(isEligibleForFinance(subject, "manual", config, NOW)).toBe(expected);
  });

  it("needs a configured provider", () => expect(financeIneligibility(car("manual"), null, config, NOW)).toBe("no finance provider is configured"));
  it("reads the entry under the lowercased, underscored key: 'nissan-finance' → nissan_finance", () => {
    expect(isEligibleForFinance(car("nissan_finance"), "nissan_finance", config, NOW)).toBe(true);
  });
});

describe("isEligibleForFinance — spec 000 §5 per provider", () => {
  it.each<[FinanceProvider, string, Partial<FinanceCar>, Record<string, unknown>, boolean]>([
    // "Taurus: car under 12 years old, price above 500, in stock, comparison rate present."
    ["taurus", "11 years old", { year: 2015 }, lender, true],
    ["taurus", "12 years old", { year: 2014 }, lender, false],
    ["taurus", "price 500", { price: 500 }, lender, false],
    ["taurus", "price 501", { price: 501 }, lender, true],
    ["taurus", "sold", { status: "sold" }, lender, false],
    ["taurus", "coming soon counts as in stock", { status: "coming_soon" }, lender, true],
    // "360 Finance and AusLoans: in stock."
    ["360_finance", "in stock, price 0", { price: 0 }, lender, true],
    ["360_finance", "sold", { status: "sold" }, lender, false],
    ["ausloans", "in stock", {}, lender, true],
    ["ausloans", "status others", { status: "others" }, lender, false],
    // "Manual, Angle, Powertorque: price above 500, in stock, weekly payment."
    ["manual", "no weekly payment", {}, { ...lender, paymentWeek: null }, false],
    ["angle", "weekly payment 0", {}, { ...lender, paymentWeek: 0 }, false],
    ["angle", "price 500", { price: 500 }, lender, false],
    ["powertorque", "all present", {}, lender, true],
    ["powertorque", "sold", { status: "sold" }, lender, false],
    // "Nissan Finance: price above 500, in stock, monthly payment."
    ["nissan_finance", "monthly payment", {}, { ...lender, paymentWeek: null }, true],
    ["nissan_finance", "no monthly payment", {}, { ...lender, paymentMonth: null }, false],
    ["nissan_finance", "price 400", { price: 400 }, lender, false],
    // Not in spec 000's list; spec 001 §5 "Quote requested only … for cars with price above 0".
    ["youx", "in stock with a price", {}, lender, true],
    ["youx", "price 0", { price: 0 }, lender, false],
  ])("%s, %s → %s", (provider, _name, overrides, entry, expected) => {
    expect(isEligibleForFinance(car(provider, overrides, entry), provider, config, NOW)).toBe(expected);
  });
});

describe("showsFinanceCalculator — spec 000 §5 'only when a finance provider is configured and price above 0'", () => {
  it.each([
    ["manual", 1, true],
    ["manual", 0, false],
    [null, 30_000, false],
  ] as const)("provider %s, price %i → %s", (financeProvider, price, expected) => {
    expect(showsFinanceCalculator({ financeProvider }, price)).toBe(expected);
  });
});

// Issue 32 §8: one rule for the calculator, the weekly estimate and every Get Finance button.
describe("offersFinance — the provider and price gate, then the car's eligibility", () => {
  it.each<[string, FinanceCar, typeof config | { financeProvider: null; excludedFinanceDealerships: string[] }, boolean]>([
    ["an eligible car on a site with a provider", car("manual"), config, true],
    ["'only when a finance provider is configured'", car("manual"), { financeProvider: null, excludedFinanceDealerships: [] }, false],
    ["'and price above 0'", car("manual", { price: 0 }), config, false],
    ["a Suzuki (Southern Cross's Swift Sport)", car("manual", { make: "Suzuki" }), config, false],
  ])("%s → %s", (_name, subject, siteConfig, expected) => {
    expect(offersFinance(subject, siteConfig, NOW)).toBe(expected);
  });
});

import type { FinanceProvider } from "./lender-entry";

export type InterestVisibility = "shown" | "hidden" | "disabled";

export type TermRule = { kind: "range"; min: number; max: number; step: number } | { kind: "increments"; years: readonly number[] };

/** How one provider's calculator is configured (spec 000 §5 "Calculator inputs", §9 defaults). */
export type CalculatorProfile = {
  amountMin: number;
  /** A fixed maximum, or 100,000 that grows to 1.05 × the price for cars above 100,000. */
  amountMax: number | "price-based";
  term: TermRule;
  defaultTermYears: number;
  interest: { min: number; max: number; visibility: InterestVisibility };
  /** Used when the car's lender entry supplies none (spec 000 §9: 1300, 1360.5, else 0). */
  establishmentFee: number;
  rounding: "nearest" | "up";
};

const YEARS_1_TO_7: TermRule = { kind: "range", min: 1, max: 7, step: 0.5 };

const BASE: CalculatorProfile = {
  amountMin: 1_000, amountMax: 100_000, term: YEARS_1_TO_7, defaultTermYears: 5,
  interest: { min: 0.5, max: 15, visibility: "shown" }, establishmentFee: 0, rounding: "nearest",
};

/**
 * The spec lists each variant ("5000 for one provider", "min 7.5, 1, 5.99, 9.95 or 4", "hidden for one
 * provider", …) without naming the provider; this table is where we assign them, once (docs/api.md):
 * the captive brand lender (Nissan Finance) fixes its own rate, so its rate is hidden, its minimum is
 * its headline 5.99 and its terms are whole years; the used-car lenders (360 Finance, AusLoans) carry
 * the high-rate ranges; commercial lenders (Angle, Powertorque, Taurus) lend up to 250,000.
 */
export const CALCULATOR_PROFILES: Record<FinanceProvider, CalculatorProfile> = {
  manual: { ...BASE, amountMax: "price-based" },
  taurus: {
    ...BASE, amountMin: 5_000, amountMax: 250_000, defaultTermYears: 6,
    interest: { min: 7.5, max: 14.5, visibility: "shown" }, establishmentFee: 1_300, rounding: "up",
  },
  "360_finance": { ...BASE, term: { kind: "range", min: 1, max: 5, step: 0.5 }, interest: { min: 9.95, max: 19.95, visibility: "shown" } },
  ausloans: { ...BASE, amountMax: 250_000, interest: { min: 4, max: 20, visibility: "shown" } },
  angle: { ...BASE, amountMax: 250_000, interest: { min: 1, max: 15, visibility: "shown" } },
  powertorque: { ...BASE, amountMax: 250_000, interest: { min: 0.5, max: 15, visibility: "disabled" }, establishmentFee: 1_360.5 },
  nissan_finance: {
    ...BASE, term: { kind: "increments", years: [1, 2, 3, 4, 5] },
    interest: { min: 5.99, max: 15.99, visibility: "hidden" },
  },
  youx: BASE,
};

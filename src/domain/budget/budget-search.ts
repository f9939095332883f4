import { searchPathFor } from "@/domain/search/search-route";

export type BudgetFrequency = "weekly" | "monthly";

/** A body type the budget search offers (null: all), and the cheapest buyable car of it. */
export type BudgetOption = { body: string | null; label: string; cheapest: number | null };

/** Spec 001 §5: "repayment and deposit each clamped between 0 and 1,000,000". */
export const BUDGET_INPUT_MAX = 1_000_000;
/**
 * Spec 001 §9: "Defaults: repayment 600 monthly or 200 weekly, deposit 2000, term 5 years, fallback max price 100,000".
 * The fallback is not used: a typed budget of 0 searches up to 0 (issue 32, decision 037).
 */
export const BUDGET_DEFAULTS = { repayment: { monthly: 600, weekly: 200 }, deposit: 2_000, termYears: 5 } as const;
const PERIODS_PER_YEAR: Record<BudgetFrequency, number> = { weekly: 52, monthly: 12 };

/**
 * A typed repayment or deposit (spec 001 §5: "clamped between 0 and 1,000,000; non-numeric input
 * becomes 0"). Money fields show a $ prefix and thousand separators, so those are read through.
 */
export function clampBudgetInput(typed: string | number): number {
  const value = typeof typed === "number" ? typed : Number(typed.replace(/[$,\s]/g, "") || "x");
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(BUDGET_INPUT_MAX, Math.max(0, value)));
}

/** Spec 001 §9: "Budget estimate = repayment x 12 (monthly) or 52 (weekly) x 5 years + deposit". */
export function budgetEstimate(repayment: number, frequency: BudgetFrequency, deposit: number): number {
  return repayment * PERIODS_PER_YEAR[frequency] * BUDGET_DEFAULTS.termYears + deposit;
}

export function defaultBudgetRepayment(frequency: BudgetFrequency): number {
  return BUDGET_DEFAULTS.repayment[frequency];
}

/** 'SUV' → 'SUVs', 'Car' → 'Cars'. */
const plural = (carType: string) => `${carType}s`;

export type BudgetButton = { text: string; disabled: boolean };

/**
 * Spec 001 §2 "button 'View {carType}s In This Range'"; §4 "button disabled when the budget is below
 * the minimum price in the results; it then reads '0 {carType}s Found'". No results at all is the same.
 */
export function budgetButton(carType: string, budget: number, cheapestPrice: number | null): BudgetButton {
  if (cheapestPrice === null || budget < cheapestPrice) return { text: `0 ${plural(carType)} Found`, disabled: true };
  return { text: `View ${plural(carType)} In This Range`, disabled: false };
}

/** Spec 001 §8: "Budget search empty: 'No {carType}s found for this budget'". */
export function budgetEmptyText(carType: string): string {
  return `No ${plural(carType)} found for this budget`;
}

/**
 * The search the button opens: the chosen body (as its search path) up to the budget, `price_max`
 * (src/domain/search/search-request.ts). The budget is `budgetSearchPrice`'s, the figure the panel shows.
 */
export function budgetSearchHref(body: string | null, budget: number): string {
  const { path } = searchPathFor(body ? { body: [body] } : {});
  return `${path}?${new URLSearchParams({ price_max: String(budget) }).toString()}`;
}

import { formatWholeNumber } from "@/domain/pricing/format-dollars";
import { CALCULATOR_PROFILES, type InterestVisibility, type TermRule } from "./calculator-profiles";
import type { FinanceProvider } from "./lender-entry";

export type NumberInput = { min: number; max: number; step: number };
export type AmountInput = NumberInput & { helpText: string };
export type InterestInput = NumberInput & { visibility: InterestVisibility };
export type CalculatorInputs = { amount: AmountInput; term: TermRule; interest: InterestInput; deposit: NumberInput; residual: NumberInput };

/** Spec 000 §5: loan amount "step 500"; interest "step 0.5"; "Deposit/trade-in 0 to 250000; residual 0 to 250000". */
export const AMOUNT_STEP = 500;
export const INTEREST_STEP = 0.5;
export const DEPOSIT_INPUT: NumberInput = { min: 0, max: 250_000, step: AMOUNT_STEP };
export const RESIDUAL_INPUT: NumberInput = { min: 0, max: 250_000, step: AMOUNT_STEP };
const PRICE_BASED_THRESHOLD = 100_000;

/** Spec 000 §5: "price at or below zero becomes 0". */
export function calculatorPrice(price: number): number {
  return price > 0 ? price : 0;
}

/**
 * Spec 000 §5: max 100000, or "1.05 × price if price above 100000 in one configuration". The price-based
 * maximum is kept on the 500 step grid (rounded down) so the slider can reach it.
 */
function amountMax(rule: number | "price-based", min: number, price: number): number {
  if (rule !== "price-based") return rule;
  if (price <= PRICE_BASED_THRESHOLD) return PRICE_BASED_THRESHOLD;
  return min + Math.floor((price * 1.05 - min) / AMOUNT_STEP) * AMOUNT_STEP;
}

/** Spec 000 §5: "out of range help text 'Cannot be less than {min} or more than 250,000'", with this input's maximum. */
export function amountHelpText(min: number, max: number): string {
  return `Cannot be less than ${formatWholeNumber(min)} or more than ${formatWholeNumber(max)}`;
}

/** The calculator's inputs for a provider and car (spec 000 §5 "Calculator inputs"). */
export function calculatorInputs(provider: FinanceProvider, car: { price: number }): CalculatorInputs {
  const profile = CALCULATOR_PROFILES[provider];
  const max = amountMax(profile.amountMax, profile.amountMin, calculatorPrice(car.price));
  return {
    amount: { min: profile.amountMin, max, step: AMOUNT_STEP, helpText: amountHelpText(profile.amountMin, max) },
    term: profile.term,
    interest: { ...profile.interest, step: INTEREST_STEP },
    deposit: DEPOSIT_INPUT,
    residual: RESIDUAL_INPUT,
  };
}

/** Whether a typed value needs the help text. */
export function isOutOfRange(value: number, input: Pick<NumberInput, "min" | "max">): boolean {
  return !(value >= input.min && value <= input.max);
}

/** Spec 000 §5 "some inputs clamp to min/max": a typed value brought into range (not-a-number → the minimum). */
export function clampToInput(value: number, input: Pick<NumberInput, "min" | "max">): number {
  if (Number.isNaN(value)) return input.min;
  return Math.min(input.max, Math.max(input.min, value));
}

/** The term a slider position means: a year count for ranges, an index into the years for custom increments. */
export function termYearsAt(term: TermRule, position: number): number {
  if (term.kind === "range") return clampToInput(position, term);
  const index = clampToInput(Math.round(position), { min: 0, max: term.years.length - 1 });
  return term.years[index]!;
}

/** The slider position for a term: the year count, or the index of the nearest custom increment. */
export function termPosition(term: TermRule, years: number): number {
  if (term.kind === "range") return clampToInput(Math.round(years / term.step) * term.step, term);
  let best = 0;
  term.years.forEach((candidate, index) => {
    if (Math.abs(candidate - years) < Math.abs(term.years[best]! - years)) best = index;
  });
  return best;
}

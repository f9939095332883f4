import { parseTypedAmount } from "@/domain/fuel/fuel-cost";
import { clampToInput, termPosition, termYearsAt, type CalculatorInputs } from "./calculator-inputs";
import type { RepaymentInput } from "./finance-repayment";
import { REPAYMENT_FREQUENCIES, type RepaymentFrequency } from "./repayment-frequency";

/** What a shopper sets on the calculator, as typed or as sent by its GET form (names match `GET /api/finance/quote`). */
export type CalculatorFields = {
  amount?: string | number | null;
  deposit?: string | number | null;
  residual?: string | number | null;
  termYears?: string | number | null;
  interestRate?: string | number | null;
  frequency?: string | null;
};

export const CALCULATOR_FIELD_NAMES = ["amount", "deposit", "residual", "termYears", "interestRate", "frequency"] as const;

/**
 * A typed dollar figure: '$30,000' → 30000 (the fuel calculator's reading of '$' and commas, spec 000 §5),
 * rounded to whole dollars. Null when nothing readable was typed.
 */
export function parseTypedDollars(typed: string | number | null | undefined): number | null {
  if (typed === null || typed === undefined) return null;
  const value = typeof typed === "number" ? typed : parseTypedAmount(typed);
  return value === null || !Number.isFinite(value) ? null : Math.round(value);
}

/** A typed rate or term: '8.5', '8.5%', '5 years' → the number; null when unreadable. */
export function parseTypedNumber(typed: string | number | null | undefined): number | null {
  if (typed === null || typed === undefined) return null;
  if (typeof typed === "number") return Number.isFinite(typed) ? typed : null;
  const match = /^\s*(\d+(?:\.\d*)?|\.\d+)\s*(?:%|years?|yrs?)?\s*$/i.exec(typed);
  return match ? Number(match[1]) : null;
}

export function isRepaymentFrequency(value: unknown): value is RepaymentFrequency {
  return typeof value === "string" && Object.hasOwn(REPAYMENT_FREQUENCIES, value);
}

/** Rates step by 0.5 on the slider but a lender's own rate (8.99) is kept as typed, to 3 decimals as the quote API reads them. */
const roundRate = (rate: number) => Math.round(rate * 1000) / 1000;

/**
 * The loan the calculator quotes for what was set: each value read leniently, unreadable ones fall back
 * to the calculator's defaults, and every value is brought within its input (spec 000 §5 "some inputs clamp
 * to min/max"). The deposit never exceeds the amount and the residual never exceeds the amount financed,
 * the same bounds `GET /api/finance/quote` enforces, so the figure shown is always one the API gives.
 * A hidden or disabled interest rate cannot be set: the default stands.
 */
export function calculatorValues(fields: CalculatorFields, inputs: CalculatorInputs, defaults: RepaymentInput): RepaymentInput {
  const amount = clampToInput(parseTypedDollars(fields.amount) ?? defaults.amount, inputs.amount);
  const deposit = Math.min(amount, clampToInput(parseTypedDollars(fields.deposit) ?? defaults.deposit, inputs.deposit));
  const financed = amount - deposit + defaults.establishmentFee;
  const residual = Math.max(0, Math.min(Math.floor(financed), clampToInput(parseTypedDollars(fields.residual) ?? defaults.residual, inputs.residual)));
  const typedTerm = parseTypedNumber(fields.termYears);
  const termYears = typedTerm === null ? defaults.termYears : termYearsAt(inputs.term, termPosition(inputs.term, typedTerm));
  const typedRate = inputs.interest.visibility === "shown" ? parseTypedNumber(fields.interestRate) : null;
  const annualInterestRate = typedRate === null ? defaults.annualInterestRate : roundRate(clampToInput(typedRate, inputs.interest));
  const frequency = isRepaymentFrequency(fields.frequency) ? fields.frequency : defaults.frequency;
  return { ...defaults, amount, deposit, residual, termYears, annualInterestRate, frequency };
}

/** The same loan as a `GET /api/finance/quote` query, so any figure the calculator shows can be checked against the API. */
export function financeQuoteQuery(input: RepaymentInput): URLSearchParams {
  return new URLSearchParams({
    amount: String(input.amount),
    deposit: String(input.deposit),
    residual: String(input.residual),
    termYears: String(input.termYears),
    interestRate: String(input.annualInterestRate),
    frequency: input.frequency,
    establishmentFee: String(input.establishmentFee),
    rounding: input.rounding,
  });
}

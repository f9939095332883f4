import { offersFinance, type FinanceCar, type FinanceConfig } from "./finance-eligibility";
import { financeRepayment, MINIMUM_SHOWN_REPAYMENT } from "./finance-repayment";

/** The sample loan behind a card's "$N/wk" (spec 000 §9: "Finance estimate shown as $/wk at a sample % p.a."). */
export const SAMPLE_LOAN_TERM_YEARS = 5;

/**
 * A car's weekly repayment on the sample loan: the whole price financed over five years at the site's
 * rate, nothing down, no residual. Null where the card should not show one: no real price (spec 000 §4
 * treats 10 dollars or less as no price) or a repayment of 25 or less ('Enquire for Finance', §5).
 */
export function weeklyFinanceEstimate(price: number, annualInterestRate: number): number | null {
  if (price <= 10) return null;
  const { repayment } = financeRepayment({
    amount: price, deposit: 0, establishmentFee: 0, annualInterestRate, termYears: SAMPLE_LOAN_TERM_YEARS,
    frequency: "weekly", residual: 0, rounding: "nearest",
  });
  return repayment > MINIMUM_SHOWN_REPAYMENT ? repayment : null;
}

/** A car's "$N/wk" at the site's sample rate: only for a car the site finances (`offersFinance`, issue 32 §8). */
export function carWeeklyEstimate(car: FinanceCar, config: FinanceConfig & { defaultInterestRate: number }, now: Date): number | null {
  return offersFinance(car, config, now) ? weeklyFinanceEstimate(car.price, config.defaultInterestRate) : null;
}

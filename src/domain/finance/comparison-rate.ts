import { exactRepayment } from "./finance-repayment";

/** Spec 000 §9: "Comparison rate base: 5 year secured loan of $30,000". */
export const COMPARISON_LOAN = { amount: 30_000, termYears: 5, periodsPerYear: 12 } as const;

export type LoanFees = {
  /** Paid at the start and financed with the loan, as spec 000 §9 adds it to the principal. */
  establishmentFee: number;
  /** Charged with every monthly repayment. */
  monthlyFee: number;
};

/** The monthly rate at which `months` payments of `payment` are worth `presentValue` today (bisection: PV falls as the rate rises). */
function monthlyRateFor(presentValue: number, payment: number, months: number): number {
  const worth = (rate: number) => (rate === 0 ? payment * months : (payment * (1 - (1 + rate) ** -months)) / rate);
  if (worth(0) <= presentValue) return 0;
  let low = 0;
  let high = 1;
  for (let step = 0; step < 100; step++) {
    const middle = (low + high) / 2;
    if (worth(middle) > presentValue) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/**
 * The comparison rate, % p.a. to two decimals, the way the National Credit Code defines it: the rate
 * that makes everything the borrower pays worth exactly what they received. On the spec's base loan:
 * the borrower receives $30,000; the lender finances $30,000 plus the establishment fee at the
 * advertised rate over 60 monthly repayments R; the borrower pays R plus the monthly fee each month.
 * The monthly rate i solves  Σ_{j=1..60} (R + monthly fee) / (1 + i)^j = 30,000,  and the comparison
 * rate is 12 × i (a nominal annual rate, as the Code's formula gives). Without fees it equals the
 * advertised rate.
 */
export function comparisonRate(annualInterestRate: number, fees: LoanFees): number {
  const { amount, termYears, periodsPerYear } = COMPARISON_LOAN;
  const repayment = exactRepayment({
    amount, deposit: 0, establishmentFee: fees.establishmentFee, annualInterestRate, termYears, frequency: "monthly", residual: 0,
  });
  const monthly = monthlyRateFor(amount, repayment + fees.monthlyFee, termYears * periodsPerYear);
  return Math.round(monthly * periodsPerYear * 100 * 100) / 100;
}

import { REPAYMENT_FREQUENCIES, type RepaymentFrequency } from "./repayment-frequency";

export type RepaymentInput = {
  /** Amount financed before the lender deposit, in dollars. */
  amount: number;
  /** The lender's deposit (or trade-in), in dollars. */
  deposit: number;
  establishmentFee: number;
  /** Per cent per annum, e.g. 8.5. */
  annualInterestRate: number;
  termYears: number;
  frequency: RepaymentFrequency;
  /** Residual (balloon) paid with the last repayment, in dollars. */
  residual: number;
  /** One configuration rounds repayments up instead of to the nearest dollar. */
  rounding: "nearest" | "up";
};

export type RepaymentQuote = {
  repayment: number;
  frequency: RepaymentFrequency;
  periods: number;
  principal: number;
  totalRepayments: number;
};

/**
 * Spec 000 §9: "principal = amount minus lender deposit plus establishment fees".
 */
export function financePrincipal({ amount, deposit, establishmentFee }: Pick<RepaymentInput, "amount" | "deposit" | "establishmentFee">): number {
  return amount - deposit + establishmentFee;
}

/**
 * The exact (unrounded) repayment: standard amortisation of the principal over n periods at the
 * periodic rate, with the residual paid at the end. Spec 000 §9: "periodic rate = annual interest /
 * 100 / periods per year over term × periods; standard amortisation with residual".
 */
export function exactRepayment(input: Omit<RepaymentInput, "rounding">): number {
  const { periodsPerYear } = REPAYMENT_FREQUENCIES[input.frequency];
  const principal = financePrincipal(input);
  const rate = input.annualInterestRate / 100 / periodsPerYear;
  const periods = input.termYears * periodsPerYear;
  if (rate === 0) return (principal - input.residual) / periods;
  const growth = (1 + rate) ** periods;
  return ((principal - input.residual / growth) * rate) / (1 - 1 / growth);
}

/**
 * Spec 000 §9: repayment rounded "to nearest dollar (up in one configuration)"; "Total repayments =
 * periods per year × term × repayment + establishment fee".
 */
export function financeRepayment(input: RepaymentInput): RepaymentQuote {
  const { periodsPerYear } = REPAYMENT_FREQUENCIES[input.frequency];
  const exact = exactRepayment(input);
  const repayment = Math.max(0, input.rounding === "up" ? Math.ceil(exact) : Math.round(exact));
  return {
    repayment,
    frequency: input.frequency,
    periods: input.termYears * periodsPerYear,
    principal: financePrincipal(input),
    totalRepayments: periodsPerYear * input.termYears * repayment + input.establishmentFee,
  };
}

/** Spec 000 §5: "Repayment of 25 or less shows 'Enquire for Finance' and a blank total." */
export const MINIMUM_SHOWN_REPAYMENT = 25;

export type RepaymentDisplay = { kind: "amount"; repayment: number; totalRepayments: number } | { kind: "enquire"; text: "Enquire for Finance" };

export function repaymentDisplay(quote: Pick<RepaymentQuote, "repayment" | "totalRepayments">): RepaymentDisplay {
  if (quote.repayment <= MINIMUM_SHOWN_REPAYMENT) return { kind: "enquire", text: "Enquire for Finance" };
  return { kind: "amount", repayment: quote.repayment, totalRepayments: quote.totalRepayments };
}

/** Spec 001 §9: "Monthly repayment estimate = weekly repayment times 4.33." Whole dollars. */
export function monthlyEstimateFromWeekly(weekly: number): number {
  return Math.round(weekly * 4.33);
}

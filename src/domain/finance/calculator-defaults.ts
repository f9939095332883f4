import type { SiteConfig } from "@/domain/site/site-config-schema";
import { calculatorInputs, calculatorPrice, clampToInput, termPosition, termYearsAt } from "./calculator-inputs";
import { CALCULATOR_PROFILES } from "./calculator-profiles";
import type { RepaymentInput } from "./finance-repayment";
import type { FinanceProvider, LenderEntry } from "./lender-entry";
import { DEFAULT_REPAYMENT_FREQUENCY } from "./repayment-frequency";

/** Spec 000 §9: "amount = highest of default value or 30000". */
export const DEFAULT_LOAN_AMOUNT = 30_000;

export type CalculatorDefaultsContext = {
  /** The car on a vehicle page; none on the finance page. */
  car: { price: number } | null;
  lender: LenderEntry | null;
  config: Pick<SiteConfig, "defaultInterestRate">;
  /** A requested amount (the finance page's vehiclePriceBudget), else nothing. */
  requestedAmount?: number;
};

const usable = (value: number | null | undefined): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0;

/**
 * The calculator's starting values (spec 000 §9 "Defaults"): amount the car's price ("car price in some
 * configurations": every vehicle page) or the highest of the requested amount and 30,000; term the
 * lender's termYears, else 5 (6 for Taurus); interest the lender's, else the site's; deposit the
 * lender's, else 0; residual 0; establishment fee the car's own, else the provider's (1300 Taurus,
 * 1360.5 Powertorque, else 0). Every value is brought within its input's range.
 */
export function calculatorDefaults(provider: FinanceProvider, context: CalculatorDefaultsContext): RepaymentInput {
  const profile = CALCULATOR_PROFILES[provider];
  const inputs = calculatorInputs(provider, { price: context.car?.price ?? 0 });
  const { lender } = context;
  const wanted = context.car ? calculatorPrice(context.car.price) : Math.max(context.requestedAmount ?? 0, DEFAULT_LOAN_AMOUNT);
  const lenderTerm = usable(lender?.termYears) && lender.termYears > 0 ? lender.termYears : profile.defaultTermYears;
  return {
    amount: clampToInput(wanted, inputs.amount),
    deposit: clampToInput(usable(lender?.deposit) ? lender.deposit : 0, inputs.deposit),
    residual: 0,
    establishmentFee: usable(lender?.establishmentFees) ? lender.establishmentFees : profile.establishmentFee,
    annualInterestRate: clampToInput(usable(lender?.interestRate) ? lender.interestRate : context.config.defaultInterestRate, inputs.interest),
    termYears: termYearsAt(inputs.term, termPosition(inputs.term, lenderTerm)),
    frequency: DEFAULT_REPAYMENT_FREQUENCY,
    rounding: profile.rounding,
  };
}

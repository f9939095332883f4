import type { SiteConfig } from "@/domain/site/site-config-schema";
import { calculatorDefaults } from "./calculator-defaults";
import { calculatorInputs, type CalculatorInputs } from "./calculator-inputs";
import { offersFinance, type FinanceCar } from "./finance-eligibility";
import type { RepaymentInput } from "./finance-repayment";
import { lenderEntryFor, type FinanceProvider, type LenderEntry } from "./lender-entry";

/** Everything a calculator needs: its inputs, its starting loan, and the lender entry they came from (if any). */
export type CalculatorSetup = { provider: FinanceProvider; inputs: CalculatorInputs; defaults: RepaymentInput; lender: LenderEntry | null };

type Config = Pick<SiteConfig, "financeProvider" | "excludedFinanceDealerships" | "defaultInterestRate">;

/**
 * A car's calculator, or null where the car gets none: spec 000 §5 "shows only when a finance provider is
 * configured and price above 0", and only for a car eligible under the provider's rules.
 */
export function carCalculatorSetup(car: FinanceCar, config: Config, now: Date): CalculatorSetup | null {
  const provider = config.financeProvider;
  if (!provider || !offersFinance(car, config, now)) return null;
  const lender = lenderEntryFor(car.financeLenders, provider);
  return { provider, inputs: calculatorInputs(provider, car), defaults: calculatorDefaults(provider, { car, lender, config }), lender };
}

/**
 * The finance page's calculator without an eligible car: for a budget (spec 000 §2 "vehiclePriceBudget"),
 * the amount is the highest of the budget and 30,000 (§9); for a car without lender data, its price. The
 * site's provider and rate. Null without a configured provider.
 */
export function pageCalculatorSetup(
  config: Pick<SiteConfig, "financeProvider" | "defaultInterestRate">,
  wanted: { requestedAmount?: number; carPrice?: number } = {},
): CalculatorSetup | null {
  const provider = config.financeProvider;
  if (!provider) return null;
  const car = wanted.carPrice !== undefined && wanted.carPrice > 0 ? { price: wanted.carPrice } : null;
  return {
    provider,
    inputs: calculatorInputs(provider, { price: car?.price ?? wanted.requestedAmount ?? 0 }),
    defaults: calculatorDefaults(provider, { car, lender: null, config, requestedAmount: wanted.requestedAmount }),
    lender: null,
  };
}

import { isInStock, type CarStatus } from "@/domain/car/car";
import type { SiteConfig } from "@/domain/site/site-config-schema";
import { lenderEntryFor, type FinanceProvider, type LenderEntry } from "./lender-entry";

/** What the finance rules read from a car. */
export type FinanceCar = {
  make: string;
  year: number;
  price: number;
  status: CarStatus;
  dealershipSlug: string;
  financeLenders: unknown;
};

export type FinanceConfig = Pick<SiteConfig, "financeProvider" | "excludedFinanceDealerships">;

/** Spec 000 §9: "Suzuki finance exclusion is fixed." */
const EXCLUDED_MAKE = "suzuki";
/** Spec 000 §5: Taurus finances a "car under 12 years old". */
const TAURUS_MAX_AGE_YEARS = 12;
/** Spec 000 §5: several providers need a "price above 500". */
const MINIMUM_FINANCED_PRICE = 500;

const present = (value: number | null | undefined): value is number => value !== null && value !== undefined;
const hasPayment = (value: number | null | undefined) => present(value) && value > 0;

/** Spec 000 §5, per provider. YouX is not in the spec's list: it quotes any in-stock car with a price (spec 001 §5). */
function providerRule(provider: FinanceProvider, car: FinanceCar, lender: LenderEntry, now: Date): string | null {
  const inStock = isInStock(car.status);
  const priced = car.price > MINIMUM_FINANCED_PRICE;
  switch (provider) {
    case "taurus":
      if (now.getUTCFullYear() - car.year >= TAURUS_MAX_AGE_YEARS) return "Taurus finances cars under 12 years old";
      if (!priced) return "price must be above 500";
      if (!inStock) return "car must be in stock";
      return present(lender.comparisonRate) ? null : "Taurus needs a comparison rate";
    case "360_finance":
    case "ausloans":
      return inStock ? null : "car must be in stock";
    case "manual":
    case "angle":
    case "powertorque":
      if (!priced) return "price must be above 500";
      if (!inStock) return "car must be in stock";
      return hasPayment(lender.paymentWeek) ? null : "lender entry has no weekly payment";
    case "nissan_finance":
      if (!priced) return "price must be above 500";
      if (!inStock) return "car must be in stock";
      return hasPayment(lender.paymentMonth) ? null : "lender entry has no monthly payment";
    case "youx":
      return inStock && car.price > 0 ? null : "car must be in stock with a price";
  }
}

/**
 * Why finance is not shown for a car, or null when it is (spec 000 §5): "the lender entry exists and
 * is non-empty; interestRate and comparisonRate are not null; the manufacturer is not Suzuki; and the
 * dealership is not one of five listed regional dealerships", then the provider's own rule.
 */
export function financeIneligibility(car: FinanceCar, provider: FinanceProvider | null, config: FinanceConfig, now: Date): string | null {
  if (!provider) return "no finance provider is configured";
  const lender = lenderEntryFor(car.financeLenders, provider);
  if (!lender) return "no lender entry for the provider";
  if (!present(lender.interestRate) || !present(lender.comparisonRate)) return "lender entry lacks an interest or comparison rate";
  if (car.make.trim().toLowerCase() === EXCLUDED_MAKE) return "Suzuki cars are never financed";
  if (config.excludedFinanceDealerships.includes(car.dealershipSlug)) return "the dealership is excluded from finance";
  return providerRule(provider, car, lender, now);
}

/** Whether the finance summary and calculator may show for this car under the site's provider. */
export function isEligibleForFinance(car: FinanceCar, provider: FinanceProvider | null, config: FinanceConfig, now: Date): boolean {
  return financeIneligibility(car, provider, config, now) === null;
}

/** Spec 000 §5: "Finance calculator shows only when a finance provider is configured and price above 0." */
export function showsFinanceCalculator(config: Pick<SiteConfig, "financeProvider">, price: number): boolean {
  return config.financeProvider !== null && price > 0;
}

/**
 * The one rule for whether a car shows finance anywhere (issue 32 §8): the calculator, the weekly estimate
 * ("$152/wk estimated finance"), the sidebar's and the sticky header's Get Finance, a card's estimate. A car
 * the calculator would not finance is not advertised with a repayment either.
 */
export function offersFinance(car: FinanceCar, config: FinanceConfig, now: Date): boolean {
  return showsFinanceCalculator(config, car.price) && isEligibleForFinance(car, config.financeProvider, config, now);
}

import { Suspense, type ReactNode } from "react";
import type { FinanceCarFacts } from "@/domain/finance/finance-car-facts";
import { isInStock } from "@/domain/car/car";
import { carCalculatorSetup } from "@/domain/finance/calculator-setup";
import { offersFinance } from "@/domain/finance/finance-eligibility";
import { calculatorValues, type CalculatorFields } from "@/domain/finance/calculator-values";
import { offersYouxQuotes, youxQuote } from "@/domain/finance/youx-quote";
import { CREDIT_SCORES, DEFAULT_CREDIT_SCORE } from "@/domain/finance/youx-rates";
import { showsFuelCalculator } from "@/domain/fuel/fuel-cost";
import { showsMarketBadge } from "@/domain/market/market-badge";
import type { MarketComparison } from "@/domain/market/market-estimate";
import { showsPriceComparison } from "@/domain/market/price-comparison";
import type { Site } from "@/domain/site/site";
import { DeliveryEstimateDialog } from "./delivery-estimate";
import { FinanceCalculator } from "./finance-calculator";
import { FinanceDisclaimer } from "./finance-disclaimer";
import { MarketBadge } from "./market-badge";
import { MoneyPanel } from "./money-panel";
import { PriceComparison } from "./price-comparison";
import { FuelCostCalculator } from "./fuel-cost-calculator";
import { YouxQuote } from "./youx-quote";

/** The finance page answers every no-JavaScript form of this section. */
export const FINANCE_PAGE_PATH = "/finance";

/** What the finance page's GET forms sent, so it can show their answers without JavaScript. */
export type MoneyQuery = {
  calculator?: CalculatorFields;
  fuel?: { pricePerLitre?: string; kmPerWeek?: string };
};

type Props = {
  site: Site;
  car: FinanceCarFacts;
  /** Streamed into its own panel: the page does not wait for it. */
  comparison: Promise<MarketComparison | null>;
  headingLevel?: 2 | 3;
  /**
   * The finance page passes its delivery form to show in place; otherwise (the vehicle page) a button opens
   * it in a dialog. A slot rather than a flag, so the vehicle page's bundle does not carry the form.
   */
  deliveryForm?: ReactNode;
  query?: MoneyQuery;
};

/**
 * The vehicle page's money tools in one server component (issue 5): finance calculator (only for an eligible
 * car, anchor #finance-calculator), YouX quote where the site offers it, market price comparison and badge
 * (streamed), fuel cost (not for electric cars) and the delivery estimate. Every form falls back to the
 * finance page without JavaScript.
 */
export function VehicleMoneySection({ site, car, comparison, headingLevel = 2, deliveryForm, query = {} }: Props) {
  const now = new Date();
  const calculator = carCalculatorSetup(car, site.config, now);
  const inStock = isInStock(car.status);
  const youx = offersYouxQuotes(site.config) && offersFinance(car, site.config, now);
  const hidden = { car_id: String(car.id) };

  return (
    <div className="grid gap-6">
      {calculator ? (
        <MoneyPanel id="finance-calculator" title="Finance calculator" headingLevel={headingLevel}>
          <FinanceCalculator
            inputs={calculator.inputs}
            defaults={calculator.defaults}
            initial={query.calculator ? calculatorValues(query.calculator, calculator.inputs, calculator.defaults) : calculator.defaults}
            formAction={`${FINANCE_PAGE_PATH}#finance-calculator`}
            hiddenFields={hidden}
            carId={car.id}
            lenderName={calculator.lender?.financeProvider ?? null}
            disclaimer={<FinanceDisclaimer rounding={calculator.defaults.rounding} lenderDisclaimer={calculator.lender?.disclaimer ?? null} />}
          />
        </MoneyPanel>
      ) : null}
      {youx ? (
        <MoneyPanel id="youx-quote" title="Your YouX finance quote" headingLevel={headingLevel}>
          <YouxQuote
            initial={youxQuote({ selfAssessedCreditScore: DEFAULT_CREDIT_SCORE, purchasePrice: car.price }, site.config.youxRates)}
            scores={CREDIT_SCORES}
            defaultScore={DEFAULT_CREDIT_SCORE}
            car={{ price: car.price, year: car.year, vin: car.vin, nvic: car.nvic }}
          />
        </MoneyPanel>
      ) : null}
      <Suspense fallback={null}>
        <MarketPanel car={car} comparison={comparison} headingLevel={headingLevel} />
      </Suspense>
      {showsFuelCalculator(car) ? (
        <MoneyPanel id="fuel-cost" title="Fuel cost calculator" headingLevel={headingLevel}>
          <FuelCostCalculator variant={car.variant} initial={query.fuel} formAction={`${FINANCE_PAGE_PATH}#fuel-cost`} hiddenFields={hidden} />
        </MoneyPanel>
      ) : null}
      {inStock && car.offersDelivery ? (
        <MoneyPanel id="delivery-estimate" title="Delivery" headingLevel={headingLevel}>
          <p className="mb-4 text-ink-muted">
            Not near {car.city ?? "us"}? We deliver. Enter your postcode for a delivery estimate{deliveryForm ? " for this car." : "."}
          </p>
          {deliveryForm ?? <DeliveryEstimateDialog carId={car.id} carName={car.name} formAction={FINANCE_PAGE_PATH} />}
        </MoneyPanel>
      ) : null}
    </div>
  );
}

async function MarketPanel({ car, comparison: pending, headingLevel }: { car: FinanceCarFacts; comparison: Promise<MarketComparison | null>; headingLevel: 2 | 3 }) {
  const comparison = await pending;
  const badge = showsMarketBadge(car.price, car.autograbData);
  if (!badge && !showsPriceComparison(comparison)) return null;
  return (
    <MoneyPanel id="price-comparison" title="Market price comparison" headingLevel={headingLevel}>
      <div className="grid gap-5">
        <MarketBadge price={car.price} data={car.autograbData} />
        <PriceComparison comparison={comparison} />
      </div>
    </MoneyPanel>
  );
}

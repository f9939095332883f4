import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { BudgetSearchPanel } from "@/components/finance/budget-search-panel";
import { DeliveryForm } from "@/components/finance/delivery-form";
import { FinanceCalculator } from "@/components/finance/finance-calculator";
import { FinanceDisclaimer } from "@/components/finance/finance-disclaimer";
import { financeFormConfig } from "@/components/forms/form-configs";
import { LeadFormSection } from "@/components/forms/lead-form-section";
import { MoneyPanel } from "@/components/finance/money-panel";
import { VehicleMoneySection } from "@/components/finance/vehicle-money-section";
import { carCalculatorSetup, pageCalculatorSetup, type CalculatorSetup } from "@/domain/finance/calculator-setup";
import { calculatorValues } from "@/domain/finance/calculator-values";
import { creditCheckPath, financeVariantRedirect } from "@/domain/finance/credit-check-application";
import { formatDollars } from "@/domain/pricing/format-dollars";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import { getDatabase } from "@/db/connection";
import { siteTypicalReplyLine } from "@/server/inbox/typical-reply-line";
import { loadLeadFormSetup } from "@/server/leads/lead-form-setup";
import { loadBudgetOptions } from "@/server/finance/budget-options";
import { loadFinanceCar, loadMarketComparison } from "@/server/finance/vehicle-money";
import { findSite, requireSite, type HostParams } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { deliveryOutcome, readFinanceQuery, type RawSearchParams } from "./finance-query";

type Props = { params: HostParams; searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await findSite(params);
  if (!site) return {};
  return buildPageMetadata({
    baseUrl: siteBaseUrl(site),
    path: "/finance",
    siteName: site.name,
    title: "Car finance calculator",
    description: `Work out repayments and search by budget at ${site.name}: weekly, fortnightly or monthly, with your deposit, trade-in and balloon.`,
  });
}

/**
 * `/finance` (spec 000 §2): the calculator for a budget (`vehiclePriceBudget`) or for a car (`car_id`, with
 * the car's other money tools), and the budget search. Every form here is a GET form this page answers, so
 * it all works without JavaScript. The finance enquiry form is #finance-form.
 */
export default async function FinancePage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const raw = await searchParams;
  const query = readFinanceQuery(raw);
  // Spec 001 §2 "/finance (credit-check application variant)": the gated application has its own page (decision 024).
  const variant = financeVariantRedirect(raw.variant, site.config.finance.creditCheck, query);
  if (variant) redirect(variant);
  const { db } = await getDatabase();
  const [car, leadSetup, replyLine] = await Promise.all([query.carId === null ? null : loadFinanceCar(site, query.carId), loadLeadFormSetup(db, site), siteTypicalReplyLine(db, site, new Date())]);
  // The budget search is shown only without a car.
  const budgetOptions = car ? null : await loadBudgetOptions(site);
  const now = new Date();
  const carSetup = car ? carCalculatorSetup(car, site.config, now) : null;
  // A car without lender data still gets a calculator on this page, from its price at the site's rate.
  const pageSetup: CalculatorSetup | null = carSetup ? null : pageCalculatorSetup(site.config, { requestedAmount: query.vehiclePriceBudget, carPrice: car?.price });
  const delivery = car && query.postcode !== undefined ? { postcode: query.postcode, outcome: await deliveryOutcome(site, car.id, query.postcode) } : undefined;
  const hiddenFields = { ...query.carried, ...(car ? { car_id: String(car.id) } : {}) };

  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-16">
      <header className="max-w-3xl">
        {car ? (
          <>
            <p className="text-sm font-bold tracking-widest text-ink-muted uppercase">Finance</p>
            <h1 className="mt-2 text-3xl sm:text-4xl">Finance the {car.name}</h1>
            <p className="mt-3 text-lg text-ink-muted">
              {car.price > 0 ? <>Priced at {formatDollars(car.price)}. </> : null}
              <Link href={`/cars/${car.slug}`} prefetch={false} className="text-link">
                Back to the car
              </Link>
            </p>
          </>
        ) : (
          <>
            <h1 className="text-3xl sm:text-4xl">Car finance calculator</h1>
            <p className="mt-3 text-lg text-ink-muted">
              See what a car could cost each week, fortnight or month, then find cars that fit your budget at {site.name}.
            </p>
          </>
        )}
      </header>

      <div className="mt-8 grid gap-6">
        {pageSetup ? (
          <MoneyPanel id="finance-calculator" title="Finance calculator" headingLevel={2}>
            <FinanceCalculator
              inputs={pageSetup.inputs}
              defaults={pageSetup.defaults}
              initial={query.money.calculator ? calculatorValues(query.money.calculator, pageSetup.inputs, pageSetup.defaults) : pageSetup.defaults}
              formAction="/finance#finance-calculator"
              hiddenFields={hiddenFields}
              carId={car?.id}
              disclaimer={<FinanceDisclaimer rounding={pageSetup.defaults.rounding} lenderDisclaimer={null} />}
            />
          </MoneyPanel>
        ) : null}
        {car ? (
          <VehicleMoneySection
            site={site}
            car={car}
            comparison={loadMarketComparison(site, car, now)}
            query={query.money}
            deliveryForm={<DeliveryForm carId={car.id} formAction="/finance#delivery-estimate" initialPostcode={delivery?.postcode} initialOutcome={delivery?.outcome} />}
          />
        ) : null}
        {car ? null : (
          <div className="rounded-card border border-line bg-white p-5 text-ink sm:p-6">
            <BudgetSearchPanel options={budgetOptions} />
          </div>
        )}
        {!pageSetup && !carSetup ? <p className="text-ink-muted">Ask our team about finance options for your next car.</p> : null}
        {site.config.finance.creditCheck ? (
          <section aria-labelledby="apply-heading" className="rounded-card border border-line bg-white p-5 text-ink sm:p-6">
            <h2 id="apply-heading" className="text-2xl">
              Ready to apply?
            </h2>
            <p className="mt-2 text-ink-muted">
              Sign in with your mobile and apply with a credit check: the team comes back with an approval, not just an estimate.
            </p>
            <p className="mt-3">
              <Link href={creditCheckPath({ carId: car?.id ?? null, vehiclePriceBudget: query.vehiclePriceBudget })} prefetch={false} className="btn btn-accent">
                Apply for finance
              </Link>
            </p>
          </section>
        ) : null}
        <LeadFormSection
          setup={leadSetup}
          replyLine={replyLine}
          id="finance-form"
          path={`/finance${car || Object.keys(query.carried).length > 0 ? `?${new URLSearchParams(hiddenFields)}` : ""}`}
          config={financeFormConfig({ carId: car?.id, vehiclePriceBudget: query.vehiclePriceBudget, preferredDealership: query.carried.preferredDealership })}
        />
      </div>
    </div>
  );
}

import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { creditCheckFormConfig } from "@/components/forms/form-configs";
import { LeadFormSection } from "@/components/forms/lead-form-section";
import { getDatabase } from "@/db/connection";
import { CREDIT_CHECK_PATH, creditCheckPath } from "@/domain/finance/credit-check-application";
import { formatDollars } from "@/domain/pricing/format-dollars";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import { csrfTokenForPage } from "@/server/accounts/account-request";
import { requireShopper } from "@/server/accounts/current-shopper";
import { loadFinanceCar } from "@/server/finance/vehicle-money";
import { loadLeadFormSetup } from "@/server/leads/lead-form-setup";
import { findSite, requireSite, type HostParams } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { readFinanceQuery, type RawSearchParams } from "../finance-query";

type Props = { params: HostParams; searchParams: Promise<RawSearchParams> };

const TITLE = "Apply for finance";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await findSite(params);
  if (!site?.config.finance.creditCheck) return { title: TITLE, robots: { index: false, follow: false } };
  return {
    ...buildPageMetadata({
      baseUrl: siteBaseUrl(site),
      path: CREDIT_CHECK_PATH,
      siteName: site.name,
      title: TITLE,
      description: `Apply for car finance with ${site.name}: your details and your consent to a credit check, so the team can come back with an approval.`,
    }),
    robots: { index: false, follow: false },
  };
}

/**
 * The credit-check finance application (spec 001 §2 "/finance (credit-check application variant)", §6: sign-in
 * required), on sites with `finance.creditCheck` (others: 404). A gated, per-user page: signed out, sign-in first and
 * back here with the car or budget kept. The application is a finance lead through the usual intake, with the
 * shopper's consent and the mobile they signed in with (decision 024).
 */
export default async function CreditCheckApplicationPage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  if (!site.config.finance.creditCheck) notFound();
  const query = readFinanceQuery(await searchParams);
  const path = creditCheckPath({ carId: query.carId, vehiclePriceBudget: query.vehiclePriceBudget });
  const shopper = await requireShopper(site, { purpose: "credit-check", redirect: path, back: query.carId === null ? "/finance" : `/finance?car_id=${query.carId}` });
  const { db } = await getDatabase();
  const [car, setup, csrfToken] = await Promise.all([query.carId === null ? null : loadFinanceCar(site, query.carId), loadLeadFormSetup(db, site), csrfTokenForPage()]);
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16">
      <p className="text-sm">
        <Link href={car ? `/finance?car_id=${car.id}` : "/finance"} prefetch={false} className="text-link">
          Back to the finance calculator
        </Link>
      </p>
      <h1 className="mt-3 text-3xl sm:text-4xl">{car ? `Apply for finance on the ${car.name}` : TITLE}</h1>
      <p className="mt-2 text-ink-muted">Signed in as {shopper.phoneDisplay}.</p>
      <div className="mt-6 grid gap-6">
        <section aria-labelledby="how-heading" className="rounded-card border border-line bg-white p-5 text-ink sm:p-6">
          <h2 id="how-heading" className="text-2xl">
            How your application works
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5">
            <li>Tell us about yourself{car ? "" : " and your budget"}. {car && car.price > 0 ? <>The {car.name} is priced at {formatDollars(car.price)}.</> : null}</li>
            <li>Agree to a credit check. {site.name}&apos;s finance team and its lenders check your credit history with a credit reporting body to assess what you can borrow.</li>
            <li>The team calls you on the mobile you signed in with, usually within one business day, with the approval and the lender&apos;s terms. Nothing is final until you sign the loan contract.</li>
          </ol>
          <p className="mt-3 text-sm text-ink-muted">
            Only want an estimate? The <Link href="/finance" prefetch={false} className="text-link">finance calculator</Link> needs no sign-in and no credit check.
          </p>
        </section>
        <LeadFormSection
          setup={setup}
          id="finance-application"
          path={path}
          config={creditCheckFormConfig({ csrfToken, phone: shopper.phoneDisplay, carId: car?.id, vehiclePriceBudget: query.vehiclePriceBudget })}
        />
      </div>
    </div>
  );
}

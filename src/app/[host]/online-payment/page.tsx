import type { ReactNode } from "react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { OnlinePaymentForm } from "@/components/online-payments/online-payment-form";
import { getDatabase } from "@/db/connection";
import { ONLINE_PAYMENT_MESSAGES, onlinePaymentAvailability } from "@/domain/online-payments/online-payment";
import { ONLINE_PAYMENT_PATH } from "@/domain/online-payments/online-payment-paths";
import { choosePhoneNumber, displayPhoneNumber } from "@/domain/phone/phone-number";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import type { Site } from "@/domain/site/site";
import { csrfTokenForPage } from "@/server/accounts/account-request";
import { requireShopper } from "@/server/accounts/current-shopper";
import { loadLeadFormSetup } from "@/server/leads/lead-form-setup";
import { sitePaymentProvider } from "@/server/payment-provider/payment-settings";
import { findSite, requireSite, type HostParams } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

type Props = { params: HostParams };

const TITLE = "Pay online";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await findSite(params);
  if (!site?.config.onlinePayment.enabled) return { title: TITLE, robots: { index: false, follow: false } };
  return {
    ...buildPageMetadata({
      baseUrl: siteBaseUrl(site),
      path: ONLINE_PAYMENT_PATH,
      siteName: site.name,
      title: TITLE,
      description: `Pay ${site.name} a service invoice, parts order or balance online with your invoice number.`,
    }),
    robots: { index: false, follow: false },
  };
}

/**
 * `/online-payment` (spec 001 §2 gated pages, §6 "online payment": sign-in required; decision 025). On sites whose
 * configuration offers it (others: 404). A signed-out shopper signs in first and comes back here (spec 001 §4: gated
 * routes redirect first); where the site takes no card payments the page then says so and how to pay instead.
 */
export default async function OnlinePaymentPage({ params }: Props) {
  const site = await requireSite(params);
  const availability = onlinePaymentAvailability(site.config.onlinePayment.enabled, sitePaymentProvider(site) !== null);
  if (availability === "off") notFound();
  const shopper = await requireShopper(site, { purpose: "online-payment", redirect: ONLINE_PAYMENT_PATH, back: "/" });
  if (availability === "unavailable") return <PaymentUnavailable site={site} />;
  const [setup, csrfToken] = await Promise.all([loadLeadFormSetup((await getDatabase()).db, site), csrfTokenForPage()]);
  return (
    <PaymentPage>
      <p className="mt-2 text-ink-muted">Signed in as {shopper.phoneDisplay}.</p>
      <p className="mt-4">
        Pay a service invoice, parts order or the balance on your vehicle. Enter the invoice or reference number and the amount exactly as they appear on
        your invoice; {site.name} matches your payment to it and sends you a receipt.
      </p>
      <div className="mt-6 rounded-card border border-line bg-white p-5 text-ink sm:p-6">
        <OnlinePaymentForm setup={setup} csrfToken={csrfToken} />
      </div>
    </PaymentPage>
  );
}

function PaymentPage({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16">
      <h1 className="text-3xl sm:text-4xl">{TITLE}</h1>
      {children}
    </div>
  );
}

/** No provider on this site: no form and no pretend success, just how to pay. */
function PaymentUnavailable({ site }: { site: Site }) {
  const raw = choosePhoneNumber(site.config);
  const phone = raw ? displayPhoneNumber(raw) : null;
  return (
    <PaymentPage>
      <div role="status" className="mt-6 rounded-card border border-line bg-white p-5 text-ink sm:p-6">
        <h2 className="text-2xl">{ONLINE_PAYMENT_MESSAGES.unavailable}</h2>
        <p className="mt-2">
          {phone ? (
            <>
              To pay an invoice or a balance, call {site.name} on{" "}
              <a href={phone.href} className="text-link">
                {phone.display}
              </a>{" "}
              or pay in person at the dealership.
            </>
          ) : (
            <>To pay an invoice or a balance, contact {site.name} or pay in person at the dealership.</>
          )}{" "}
          <Link href="/contact" prefetch={false} className="text-link">
            Contact us
          </Link>
        </p>
      </div>
    </PaymentPage>
  );
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CHECKOUT_TITLES, CheckoutPage } from "@/components/checkout/checkout-page";
import { getDatabase } from "@/db/connection";
import { onlinePurchaseHref, parseCheckoutCarRef } from "@/domain/checkout/checkout-offer";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import { checkoutShopper } from "@/server/checkout/checkout-shopper";
import { loadLeadFormSetup } from "@/server/leads/lead-form-setup";
import { findSite, requireSite, type HostParams } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { loadCheckoutCar } from "@/server/vehicle/checkout-car";

type Props = { params: HostParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await findSite(params);
  if (!site) return { title: CHECKOUT_TITLES.purchase, robots: { index: false } };
  return {
    ...buildPageMetadata({
      baseUrl: siteBaseUrl(site),
      path: "/checkout-journey",
      siteName: site.name,
      title: CHECKOUT_TITLES.purchase,
      description: `Buy this car online from ${site.name}: send the request and the team follows up.`,
    }),
    robots: { index: false, follow: false },
  };
}

/**
 * Spec 000 §2 `/checkout-journey?car_id={id or slug}` (Online Purchase); no car, or another site's, is a 404 (and so
 * never asks for sign-in: "checkout gating without a car slug does nothing"). Gated on sites that gate checkout.
 */
export default async function OnlinePurchasePage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const ref = parseCheckoutCarRef((await searchParams).car_id);
  const { db } = await getDatabase();
  const model = ref ? await loadCheckoutCar(db, site, ref) : null;
  if (!model) notFound();
  const path = onlinePurchaseHref(model.car.id);
  const shopper = await checkoutShopper(site, model, "purchase", path);
  const setup = await loadLeadFormSetup(db, site, model.car);
  return <CheckoutPage site={site} setup={setup} model={model} journey="purchase" path={path} shopperPhone={shopper?.phoneDisplay} />;
}

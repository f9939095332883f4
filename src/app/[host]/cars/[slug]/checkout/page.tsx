import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CHECKOUT_TITLES, CheckoutPage } from "@/components/checkout/checkout-page";
import { getDatabase } from "@/db/connection";
import { reserveHref } from "@/domain/checkout/checkout-offer";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import { decodeRouteParam } from "@/domain/security/request-target";
import { checkoutShopper } from "@/server/checkout/checkout-shopper";
import { loadLeadFormSetup } from "@/server/leads/lead-form-setup";
import { findSite, requireSite } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { loadCheckoutCar } from "@/server/vehicle/checkout-car";

type Props = { params: Promise<{ host: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await findSite(params);
  const slug = decodeRouteParam((await params).slug);
  if (!site || slug === null) return { title: CHECKOUT_TITLES.reserve, robots: { index: false } };
  return {
    ...buildPageMetadata({
      baseUrl: siteBaseUrl(site),
      path: reserveHref(slug, site.config.reservePath),
      siteName: site.name,
      title: CHECKOUT_TITLES.reserve,
      description: `Reserve this car at ${site.name} with a refundable deposit.`,
    }),
    robots: { index: false, follow: false },
  };
}

/**
 * Spec 001 §2: `/cars/{slug}/checkout` (Reserve this Car), and `/cars/{slug}/buy-online` on sites flagged
 * for it (that route re-exports this module). The form posts back to the site's configured address. On a site
 * that gates checkout (spec 001 §6), a car that can be reserved asks the shopper to sign in first (decision 024).
 */
export default async function ReservePage({ params }: Props) {
  const site = await requireSite(params);
  const slug = decodeRouteParam((await params).slug);
  const { db } = await getDatabase();
  const model = slug === null ? null : await loadCheckoutCar(db, site, { slug });
  if (!model) notFound();
  const path = reserveHref(model.car.slug, site.config.reservePath);
  const shopper = await checkoutShopper(site, model, "reserve", path);
  const setup = await loadLeadFormSetup(db, site, model.car);
  return <CheckoutPage site={site} setup={setup} model={model} journey="reserve" path={path} shopperPhone={shopper?.phoneDisplay} />;
}

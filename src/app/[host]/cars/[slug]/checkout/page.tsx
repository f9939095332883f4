import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CHECKOUT_TITLES, CheckoutPage } from "@/components/checkout/checkout-page";
import { getDatabase } from "@/db/connection";
import { reserveHref } from "@/domain/checkout/checkout-offer";
import { decodeRouteParam } from "@/domain/security/request-target";
import { requireSite } from "@/server/tenancy/require-site";
import { loadCheckoutCar } from "@/server/vehicle/checkout-car";

type Props = { params: Promise<{ host: string; slug: string }> };

export const metadata: Metadata = { title: CHECKOUT_TITLES.reserve, robots: { index: false } };

/**
 * Spec 001 §2: `/cars/{slug}/checkout` (Reserve this Car), and `/cars/{slug}/buy-online` on sites flagged
 * for it (that route re-exports this module). The form posts back to the site's configured address.
 */
export default async function ReservePage({ params }: Props) {
  const site = await requireSite(params);
  const slug = decodeRouteParam((await params).slug);
  const model = slug === null ? null : await loadCheckoutCar((await getDatabase()).db, site, { slug });
  if (!model) notFound();
  return <CheckoutPage site={site} model={model} journey="reserve" path={reserveHref(model.car.slug, site.config.reservePath)} />;
}

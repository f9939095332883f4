import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CHECKOUT_TITLES, CheckoutPage } from "@/components/checkout/checkout-page";
import { getDatabase } from "@/db/connection";
import { onlinePurchaseHref, parseCheckoutCarRef } from "@/domain/checkout/checkout-offer";
import { loadLeadFormSetup } from "@/server/leads/lead-form-setup";
import { requireSite, type HostParams } from "@/server/tenancy/require-site";
import { loadCheckoutCar } from "@/server/vehicle/checkout-car";

type Props = { params: HostParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: CHECKOUT_TITLES.purchase, robots: { index: false } };

/** Spec 000 §2 `/checkout-journey?car_id={id or slug}` (Online Purchase); no car, or another site's, is a 404. */
export default async function OnlinePurchasePage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const ref = parseCheckoutCarRef((await searchParams).car_id);
  const { db } = await getDatabase();
  const model = ref ? await loadCheckoutCar(db, site, ref) : null;
  if (!model) notFound();
  const setup = await loadLeadFormSetup(db, site, model.car);
  return <CheckoutPage site={site} setup={setup} model={model} journey="purchase" path={onlinePurchaseHref(model.car.id)} />;
}

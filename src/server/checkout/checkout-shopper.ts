import { checkoutSignInGate, purchaseRefusal } from "@/domain/checkout/checkout-gate";
import type { CheckoutJourney } from "@/domain/checkout/checkout-offer";
import type { Site } from "@/domain/site/site";
import { getSignedInShopper, requireShopper, type Shopper } from "@/server/accounts/current-shopper";
import type { VehiclePageModel } from "@/domain/vehicle/vehicle-page";

/**
 * A purchase page's shopper (decision 024): on a site that gates checkout, a signed-out shopper is sent to sign in
 * and back to `path` when the car can be bought; otherwise whoever is signed in, or null. The page is per-user
 * (no-store), so it may render the number.
 */
export async function checkoutShopper(site: Site, model: VehiclePageModel, journey: CheckoutJourney, path: string): Promise<Shopper | null> {
  const { car, extras } = model;
  const available = purchaseRefusal(journey, { status: car.status, checkoutEnabled: extras.checkoutEnabled, carType: car.carType, reserved: car.reserved }) === null;
  const gate = checkoutSignInGate({ requiresSignIn: site.config.checkout.requiresSignIn, journey, carSlug: car.slug, path, available });
  return gate ? requireShopper(site, gate) : getSignedInShopper(site);
}

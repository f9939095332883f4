import Link from "next/link";
import { LeadFormSection } from "@/components/forms/lead-form-section";
import type { LeadFormSetup } from "@/components/forms/lead-form-config";
import { checkoutRefusal, type CheckoutJourney } from "@/domain/checkout/checkout-offer";
import type { Site } from "@/domain/site/site";
import { imageUrl } from "@/server/media/image-url";
import type { VehiclePageModel } from "@/server/vehicle/vehicle-page-model";
import { CheckoutCarSummary } from "./checkout-car-summary";
import { checkoutFormConfig } from "./checkout-form-config";
import { CheckoutTerms } from "./checkout-terms";
import { CheckoutUnavailable } from "./checkout-unavailable";

export const CHECKOUT_TITLES: Record<CheckoutJourney, string> = { reserve: "Reserve this Car", purchase: "Online Purchase" };

type Props = { site: Site; setup: LeadFormSetup; model: VehiclePageModel; journey: CheckoutJourney; /** This page's own address, where the form posts without JavaScript. */ path: string };

/**
 * Spec 001 §2 purchase pages: the car, the deposit and guarantee, and a request form that becomes the
 * dealer's lead (there is no payment provider; the dealer takes the deposit or payment).
 * Sign-in gating (spec 001 §6, "checkout (some sites)") waits for sign-in to exist.
 */
export function CheckoutPage({ site, setup, model, journey, path }: Props) {
  const { car, extras } = model;
  const refusal = checkoutRefusal({ status: car.status, checkoutEnabled: extras.checkoutEnabled, carType: car.carType });
  const photo = extras.media.images[0]?.url ?? car.primaryImageUrl;
  const deposit = site.config.reserveDeposit;
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16">
      <p className="text-sm">
        <Link href={`/cars/${car.slug}`} prefetch={false} className="text-link">
          Back to the car
        </Link>
      </p>
      <h1 className="mt-3 text-3xl sm:text-4xl">{CHECKOUT_TITLES[journey]}</h1>
      <div className="mt-6 flex flex-col gap-6">
        <CheckoutCarSummary model={model} photo={photo ? imageUrl(photo, { width: 480 }) : null} />
        {refusal ? (
          <CheckoutUnavailable reason={refusal} carName={car.name} carSlug={car.slug} />
        ) : (
          <>
            <CheckoutTerms journey={journey} deposit={deposit} siteName={site.name} carType={car.carType} />
            <LeadFormSection setup={setup} config={checkoutFormConfig(journey, car, deposit)} path={path} />
          </>
        )}
      </div>
    </div>
  );
}

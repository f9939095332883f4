import Link from "next/link";
import { LeadFormSection } from "@/components/forms/lead-form-section";
import type { LeadFormSetup } from "@/components/forms/lead-form-config";
import { checkoutRefusal, type CheckoutJourney } from "@/domain/checkout/checkout-offer";
import { formatDollars } from "@/domain/pricing/format-dollars";
import { reservationRefusal } from "@/domain/reservations/reservation-rules";
import type { Site } from "@/domain/site/site";
import { vehiclePath } from "@/domain/vehicle/vehicle-path";
import { imageUrl } from "@/domain/media/image-url";
import type { VehiclePageModel } from "@/server/vehicle/vehicle-page-model";
import { CheckoutCarSummary } from "./checkout-car-summary";
import { checkoutFormConfig } from "./checkout-form-config";
import { CheckoutTerms } from "./checkout-terms";
import { CheckoutUnavailable } from "./checkout-unavailable";
import { ReserveForm } from "./reserve-form";

export const CHECKOUT_TITLES: Record<CheckoutJourney, string> = { reserve: "Reserve this Car", purchase: "Online Purchase" };

type Props = { site: Site; setup: LeadFormSetup; model: VehiclePageModel; journey: CheckoutJourney; /** This page's own address, where the form posts without JavaScript. */ path: string };

/**
 * Spec 001 §2 purchase pages: the car, the deposit and guarantee, and either the deposit paid online (a site
 * with a payment provider, a car whose payment_processors name it: issue 18) or a request form that becomes the
 * dealer's lead (no provider: the dealer takes the deposit or payment).
 * Sign-in gating (spec 001 §6, "checkout (some sites)") waits for sign-in to exist.
 */
export function CheckoutPage({ site, setup, model, journey, path }: Props) {
  const { car, extras } = model;
  const facts = { status: car.status, checkoutEnabled: extras.checkoutEnabled, carType: car.carType, reserved: car.reserved };
  const refusal = journey === "reserve" ? reservationRefusal(facts) : checkoutRefusal(facts);
  const photo = extras.media.images[0]?.url ?? car.primaryImageUrl;
  const deposit = model.reserve.amount;
  const online = journey === "reserve" && model.reserve.online;
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16">
      <p className="text-sm">
        <Link href={vehiclePath(car.slug)} prefetch={false} className="text-link">
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
            <CheckoutTerms journey={journey} deposit={deposit} siteName={site.name} carType={car.carType} online={online} />
            {online ? (
              <section aria-labelledby="reserve-heading" className="rounded-card border border-line bg-white p-5 text-ink sm:p-6">
                <h2 id="reserve-heading" className="text-2xl">Your details</h2>
                <p className="mt-2 text-ink-muted">Next you pay the deposit on our payment provider&apos;s secure page, then come back here for your receipt.</p>
                <div className="mt-5">
                  <ReserveForm carSlug={car.slug} submitLabel={`Pay ${formatDollars(deposit)} deposit`} setup={setup} permalink={path} />
                </div>
              </section>
            ) : (
              <LeadFormSection setup={setup} config={checkoutFormConfig(journey, car, deposit)} path={path} />
            )}
          </>
        )}
      </div>
    </div>
  );
}

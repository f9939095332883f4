import Link from "next/link";
import { LeadFormSection } from "@/components/forms/lead-form-section";
import type { LeadFormSetup } from "@/domain/leads/lead-form-config";
import { purchaseRefusal } from "@/domain/checkout/checkout-gate";
import type { CheckoutJourney } from "@/domain/checkout/checkout-offer";
import { formatDollars } from "@/domain/pricing/format-dollars";
import type { Site } from "@/domain/site/site";
import { vehiclePath } from "@/domain/vehicle/vehicle-path";
import { imageUrl } from "@/domain/media/image-url";
import type { VehiclePageModel } from "@/domain/vehicle/vehicle-page";
import { CheckoutCarSummary } from "./checkout-car-summary";
import { checkoutFormConfig } from "./checkout-form-config";
import { CheckoutTerms } from "./checkout-terms";
import { CheckoutUnavailable } from "./checkout-unavailable";
import { ReserveForm } from "./reserve-form";

export const CHECKOUT_TITLES: Record<CheckoutJourney, string> = { reserve: "Reserve this Car", purchase: "Online Purchase" };

type Props = {
  site: Site;
  setup: LeadFormSetup;
  model: VehiclePageModel;
  journey: CheckoutJourney;
  /** This page's own address, where the form posts without JavaScript. */
  path: string;
  /** The signed-in shopper's number (a per-user page): shown, and the form's starting phone. */
  shopperPhone?: string | null;
};

/**
 * Spec 001 §2 purchase pages: the car, the deposit and guarantee, and either the deposit paid online (a site
 * with a payment provider, a car whose payment_processors name it: issue 18) or a request form that becomes the
 * dealer's lead (no provider: the dealer takes the deposit or payment).
 * Sites that gate checkout (spec 001 §6, "checkout (some sites)") sign the shopper in first (the route, decision 024).
 */
export function CheckoutPage({ site, setup, model, journey, path, shopperPhone }: Props) {
  const { car, extras } = model;
  const facts = { status: car.status, checkoutEnabled: extras.checkoutEnabled, carType: car.carType, reserved: car.reserved };
  const refusal = purchaseRefusal(journey, facts);
  const photo = extras.media.images[0]?.url ?? car.primaryImageUrl;
  const deposit = model.reserve.amount;
  const online = journey === "reserve" && model.reserve.online;
  const defaults = shopperPhone ? { phone: shopperPhone } : undefined;
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16">
      <p className="text-sm">
        <Link href={vehiclePath(car.slug)} prefetch={false} className="text-link">
          Back to the car
        </Link>
      </p>
      <h1 className="mt-3 text-3xl sm:text-4xl">{CHECKOUT_TITLES[journey]}</h1>
      {shopperPhone ? <p className="mt-2 text-ink-muted">Signed in as {shopperPhone}.</p> : null}
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
                  <ReserveForm carSlug={car.slug} submitLabel={`Pay ${formatDollars(deposit)} deposit`} setup={setup} permalink={path} defaults={defaults} />
                </div>
              </section>
            ) : (
              <LeadFormSection setup={setup} config={checkoutFormConfig(journey, car, deposit, defaults)} path={path} />
            )}
          </>
        )}
      </div>
    </div>
  );
}

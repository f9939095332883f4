import { formatDollars, formatWholeNumber } from "@/domain/pricing/format-dollars";
import type { Site } from "@/domain/site/site";
import { directionsHref } from "@/domain/locations/directions";
import { RESERVATION_REFUSALS } from "@/domain/reservations/reservation-refusals";
import { dealershipSearchPath } from "@/domain/search/search-route";
import { favouriteCar, showsFavourite } from "@/domain/vehicle/favourites";
import { showsCertifiedBadge } from "@/domain/vehicle/vehicle-title";
import type { VehiclePageModel } from "@/domain/vehicle/vehicle-page";
import { PinIcon, ShieldIcon } from "@/components/ui/icons";
import { SaveCarControl } from "@/components/watchlist/save-car-control";
import { CompareCarControl } from "@/components/compare/compare-car-control";
import { PhoneReveal } from "./phone-reveal";
import { PriceDisplay } from "@/components/pricing/price-display";
import { VehicleButtonLinks } from "./vehicle-button-links";

export const PRICE_BLOCK_ID = "vehicle-price";

/**
 * Spec 000 §2 sidebar, in order: certified badge, title, price block or SOLD message, finance summary,
 * location, call the dealer, buttons, info icons (km, transmission, body).
 */
export function VehicleSidebar({ site, model, enquiryActions }: { site: Site; model: VehiclePageModel; enquiryActions?: React.ReactNode }) {
  const { car, extras, inStock } = model;
  const location = extras.location;
  // Spec 000 §5: the favourite and compare controls share one rule.
  const offersSaving = showsFavourite({ ...car, hasImage: extras.media.images.length > 0 || Boolean(car.primaryImageUrl) }, site.config.strictFavourites);
  return (
    <div className="flex flex-col gap-5">
      {showsCertifiedBadge(car, site.config.certifiedFeature) ? (
        <p className="inline-flex items-center gap-2 self-start rounded-button border border-red-700 px-3 py-1 text-sm font-bold text-red-800">
          <ShieldIcon className="size-4" /> Toyota Certified Pre-Owned
        </p>
      ) : null}
      <div>
        {car.tag && inStock ? <p className="badge mb-2">{car.tag}</p> : null}
        <div className="flex items-start justify-between gap-3">
          <h1 className="text-2xl leading-tight sm:text-3xl">{car.name}</h1>
          {offersSaving ? <SaveCarControl car={favouriteCar(car)} className="shrink-0" /> : null}
        </div>
        {model.subtitle ? <p className="mt-2 text-ink-muted">{model.subtitle}</p> : null}
        {offersSaving ? <CompareCarControl carId={car.id} carName={car.name} className="mt-3" /> : null}
      </div>

      <div id={PRICE_BLOCK_ID} className="rounded-card border border-line bg-white p-5 text-ink">
        {inStock ? (
          <>
            {car.reserved ? (
              // The card says RESERVED (spec 000 §4 tag); the page must too, and what it means for this shopper.
              <div className="mb-4 border-b border-line pb-4">
                <p className="badge">RESERVED</p>
                <p className="mt-2 text-sm text-ink-muted">{RESERVATION_REFUSALS.reserved}</p>
              </div>
            ) : null}
            <PriceDisplay display={model.price} priceType={car.priceType} size="page" />
            {model.weeklyEstimate !== null ? (
              <p className="mt-4 border-t border-line pt-4 text-sm">
                <span className="text-lg font-bold">{formatDollars(model.weeklyEstimate)}/wk</span>{" "}
                <span className="text-ink-muted">estimated finance at {site.config.defaultInterestRate}% p.a. over 5 years, $0 deposit.*</span>
              </p>
            ) : null}
          </>
        ) : (
          <div>
            <p className="price-amount text-4xl tracking-wide">SOLD</p>
            <p className="mt-2 text-ink-muted">This vehicle has been sold. We have others like it in stock.</p>
            <a href="#similar-cars" className="btn btn-accent mt-4 w-full">
              {site.config.similarCarsButtonText}
            </a>
          </div>
        )}
      </div>

      {location && site.config.showVehicleLocation ? (
        <div className="flex gap-3" id="vehicle-map">
          <PinIcon className="mt-0.5 size-5 shrink-0 text-ink-muted" />
          <div className="text-sm">
            <p className="font-semibold">{location.name}</p>
            <p className="text-ink-muted">{[location.street, `${location.city} ${location.state} ${location.postcode}`].join(", ")}</p>
            <a href={directionsHref(location)} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-link underline underline-offset-2">
              Get Directions
            </a>
          </div>
        </div>
      ) : null}

      {inStock && model.phone ? (
        <PhoneReveal
          display={model.phone.display}
          href={model.phone.href}
          showImmediately={site.config.showPhoneImmediately}
          reveal={{ carSlug: car.slug, carId: car.id, dealershipId: car.dealershipId, siteId: site.id }}
          carType={car.carType}
        />
      ) : null}

      {inStock && enquiryActions ? <div className="flex flex-col gap-2">{enquiryActions}</div> : null}

      <VehicleButtonLinks site={site} model={model} buttons={model.buttons} />

      <a href={dealershipSearchPath(car.dealershipSlug)} className="self-start text-sm font-semibold text-brand-link underline underline-offset-2">
        See more from this dealer<span className="sr-only">, {car.dealershipName}</span>
      </a>

      <ul aria-label="At a glance" className="grid grid-cols-3 gap-px overflow-hidden rounded-card border border-line bg-line text-center text-ink">
        {[
          { icon: "glance-odometer", label: "Odometer", value: `${formatWholeNumber(car.km)} km` },
          { icon: "glance-transmission", label: "Transmission", value: car.transmission ?? "—" },
          { icon: "glance-body", label: "Body", value: car.body ?? "—" },
        ].map((item) => (
          <li key={item.label} className={`glance ${item.icon} flex flex-col items-center gap-1 bg-white px-2 py-3`}>
            <span className="sr-only">{item.label}: </span>
            <span className="text-sm font-semibold">{item.value}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

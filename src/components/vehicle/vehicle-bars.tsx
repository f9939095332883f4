import { formatDollars } from "@/domain/pricing/format-dollars";
import { describePriceDisplay, shownPriceType } from "@/domain/pricing/price-display";
import type { Site } from "@/domain/site/site";
import { tradeInValuationHref } from "@/domain/vehicle/vehicle-buttons";
import type { VehiclePageModel } from "@/domain/vehicle/vehicle-page";
import { DeferredMobileActionBar as MobileActionBar, DeferredStickyHeader as StickyHeader } from "./deferred-vehicle-extras";
import { PhoneReveal } from "./phone-reveal";
import { PRICE_BLOCK_ID } from "./vehicle-sidebar";

/**
 * Spec 000 §2 sticky header (after 500 px: image, name, transmission and body, price, price type, weekly
 * estimate, Get Finance, Trade-In Valuation) and the phone's bottom bar (Call Now while the price block is
 * out of view); Enquire Now comes from the forms (`enquiryAction`).
 */
export function VehicleBars({ site, model, thumbnail, enquiryAction }: { site: Site; model: VehiclePageModel; thumbnail: string | null; enquiryAction?: React.ReactNode }) {
  const { car, inStock } = model;
  const price = inStock ? describePriceDisplay(model.price) : "SOLD";
  return (
    <>
      <StickyHeader>
        <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-2">
          {thumbnail ? (
            // eslint-disable-next-line @next/next/no-img-element -- a 160 px WebP from the image-URL builder
            <img src={thumbnail} alt="" width={96} height={64} loading="lazy" className="hidden h-12 w-18 rounded object-cover sm:block" />
          ) : null}
          <div className="min-w-0 flex-1">
            <p className="truncate font-bold">{car.name}</p>
            <p className="truncate text-sm text-ink-muted">{[car.transmission, car.body].filter(Boolean).join(" · ")}</p>
          </div>
          <div className="text-right">
            <p className="text-lg leading-tight font-extrabold">{price}</p>
            <p className="text-xs text-ink-muted">
              {[inStock ? shownPriceType(model.price, car.priceType) : null, model.weeklyEstimate !== null ? `${formatDollars(model.weeklyEstimate)}/wk est.` : null].filter(Boolean).join(" · ")}
            </p>
          </div>
          {model.financeOffered ? (
            <a href={`/finance?car_id=${car.id}`} className="btn btn-accent hidden shrink-0 md:inline-flex">
              Get Finance
            </a>
          ) : null}
          {model.buttons.includes("tradeIn") ? (
            <a href={tradeInValuationHref(car.id)} className="btn btn-outline hidden shrink-0 text-ink md:inline-flex">
              Trade-In Valuation
            </a>
          ) : null}
        </div>
      </StickyHeader>
      {inStock && model.phone ? (
        <MobileActionBar priceBlockId={PRICE_BLOCK_ID}>
          {/* Name and price on a row of their own, wrapping rather than cut off ("2…", "$49,…" at 390 px: issue 32); the buttons share the row below. */}
          <div className="flex flex-col gap-2">
            <div className="flex items-start justify-between gap-3" data-testid="mobile-bar-summary">
              <p className="min-w-0 text-sm leading-snug font-semibold">{car.name}</p>
              <p className="shrink-0 text-right leading-snug font-extrabold">{price}</p>
            </div>
            <div className="grid grid-cols-2 gap-2 [&>*]:w-full">
              <PhoneReveal
                display={model.phone.display}
                href={model.phone.href}
                showImmediately
                reveal={{ carSlug: car.slug, carId: car.id, dealershipId: car.dealershipId, siteId: site.id }}
                carType={car.carType}
                label="Call Now"
                className="btn btn-accent shrink-0 [&_.font-normal]:hidden"
              />
              {enquiryAction}
            </div>
          </div>
        </MobileActionBar>
      ) : null}
    </>
  );
}

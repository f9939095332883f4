import type { SiteOffer } from "@/domain/offers/offer";
import { offerHref } from "@/domain/offers/offer-path";
import type { OfferView } from "@/domain/offers/offer-view";
import type { Site } from "@/domain/site/site";
import { formatLongDate } from "@/domain/vehicle/rego-expiry";
import { dealerPlainText, sanitizeDealerRichText } from "@/server/vehicle/sanitize-dealer-text";

/** An offer as its card and page show it: the dealer's HTML sanitised, its plain text for clipping, its address on this site. */
export function toOfferView(offer: SiteOffer, site: Site): OfferView {
  const { description, ...rest } = offer;
  return {
    ...rest,
    href: offerHref(offer, site.config.manufacturer?.name ?? null),
    descriptionHtml: sanitizeDealerRichText(description),
    descriptionText: dealerPlainText(description),
    endsOnText: offer.endsOn ? formatLongDate(offer.endsOn) : null,
  };
}

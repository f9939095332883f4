import type { Database } from "@/db/client";
import { listSiteOffers } from "@/db/queries/offers";
import type { SiteOffer } from "@/domain/offers/offer";
import { isOfferShown } from "@/domain/offers/offer-visibility";
import { siteToday } from "@/domain/site/calendar-date";
import type { Site } from "@/domain/site/site";

/** Of the site's dealerships' offers, those it shows on `today` (the site's date): not those excluding it, nor those outside their dates. */
export function shownOffers(site: Site, offers: readonly SiteOffer[], today: string): SiteOffer[] {
  const audience = { siteId: site.id, shownDespiteExclusion: site.config.offersShownDespiteExclusion };
  return offers.filter((offer) => isOfferShown(offer, audience, today));
}

/** The offers the site shows now. */
export async function listShownOffers(db: Database, site: Site, now: Date): Promise<SiteOffer[]> {
  return shownOffers(site, await listSiteOffers(db, site), siteToday(site, now));
}

/** One offer the site shows now, or null (unknown, another site's, excluded here, not started or ended). */
export async function findShownOffer(db: Database, site: Site, id: number, now: Date): Promise<SiteOffer | null> {
  return (await listShownOffers(db, site, now)).find((offer) => offer.id === id) ?? null;
}

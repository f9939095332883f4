import { isWithinDateWindow } from "@/domain/site/calendar-date";

type OfferRules = { id: number; excludedSiteIds: readonly number[]; startsOn: string | null; endsOn: string | null };
/** The site asking, and the offer ids it shows although an offer excludes it (site config `offersShownDespiteExclusion`). */
type OfferAudience = { siteId: number; shownDespiteExclusion: readonly number[] };

/**
 * Spec 001 §5: "Offers are hidden on specific websites through excluded_website_ids, with an exception list of
 * offer ids on one flagged site." An offer also runs only from its start date to its end date, both included,
 * judged by `today`: the site's local date, so an offer ends at the dealer's midnight.
 */
export function isOfferShown(offer: OfferRules, audience: OfferAudience, today: string): boolean {
  const excluded = offer.excludedSiteIds.includes(audience.siteId) && !audience.shownDespiteExclusion.includes(offer.id);
  return !excluded && isWithinDateWindow({ from: offer.startsOn, to: offer.endsOn }, today);
}

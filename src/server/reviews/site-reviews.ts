import type { Database } from "@/db/client";
import { approvedReviewTotals, listApprovedSiteReviews } from "@/db/queries/reviews";
import { aggregateOf, reviewLayout, selectShownReviews, showsStarRating } from "@/domain/reviews/shown-reviews";
import type { SiteReviews } from "@/domain/reviews/site-reviews";
import { dealerRatingJsonLd } from "@/domain/seo/review-json-ld";
import type { Site } from "@/domain/site/site";

/** The site's approved reviews through its display rules (spec 001 §5, §9), with the ratings to show. */
export async function loadSiteReviews(db: Database, site: Site): Promise<SiteReviews> {
  const [candidates, totals] = await Promise.all([listApprovedSiteReviews(db, site), approvedReviewTotals(db, site)]);
  const rules = site.config.reviews;
  const shown = selectShownReviews(candidates, rules);
  const aggregate = aggregateOf(totals);
  const dealerships = site.dealerships.map((d) => {
    const own = aggregateOf(totals.filter((t) => t.dealershipId === d.id));
    return { id: d.id, name: d.name, aggregate: own, showsStars: showsStarRating(own, rules.minimumRating) };
  });
  return {
    shown,
    layout: reviewLayout(shown.length),
    aggregate,
    showsStars: showsStarRating(aggregate, rules.minimumRating),
    dealerships,
    dealershipNames: Object.fromEntries(site.dealerships.map((d) => [d.id, d.name])),
  };
}

/** AggregateRating structured data for each dealership whose rating the page shows (spec 001 §5's minimum applies). */
export function siteReviewsJsonLd(reviews: SiteReviews, baseUrl: string): Record<string, unknown> | null {
  return dealerRatingJsonLd(
    reviews.dealerships
      .filter((d) => d.showsStars)
      .map((d) => ({ name: d.name, url: `${baseUrl}/`, aggregate: d.aggregate, reviews: reviews.shown.filter((r) => r.dealershipId === d.id) })),
  );
}

import type { Review, ReviewAggregate } from "@/domain/reviews/review";

export type RatedDealership = { name: string; url: string; aggregate: ReviewAggregate; reviews: readonly Review[] };

/**
 * schema.org `AutoDealer` entries with their `AggregateRating` and the reviews shown for each. A
 * dealership whose rating the page does not show (no reviews, or an average not above the site's minimum)
 * gets no entry: structured data describes what the page shows.
 */
export function dealerRatingJsonLd(dealerships: readonly RatedDealership[]): Record<string, unknown> | null {
  const rated = dealerships.filter((d) => d.aggregate.count > 0 && d.aggregate.averageRating !== null);
  if (rated.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@graph": rated.map((dealer) => ({
      "@type": "AutoDealer",
      name: dealer.name,
      url: dealer.url,
      aggregateRating: { "@type": "AggregateRating", ratingValue: dealer.aggregate.averageRating, reviewCount: dealer.aggregate.count, bestRating: 5, worstRating: 1 },
      ...(dealer.reviews.length > 0
        ? {
            review: dealer.reviews.map((review) => ({
              "@type": "Review",
              author: { "@type": "Person", name: review.customerName },
              datePublished: review.reviewDate,
              reviewBody: review.text ?? "",
              reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            })),
          }
        : {}),
    })),
  };
}

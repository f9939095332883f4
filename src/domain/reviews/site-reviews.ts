import type { Review, ReviewAggregate } from "./review";

export type DealershipRating = { id: number; name: string; aggregate: ReviewAggregate; showsStars: boolean };

/** What a reviews section shows: the chosen reviews, the site's rating and each dealership's. */
export type SiteReviews = {
  shown: Review[];
  layout: "carousel" | "grid";
  aggregate: ReviewAggregate;
  /** Spec 001 §5: the stars only when the average exceeds the site's minimum rating. */
  showsStars: boolean;
  dealerships: DealershipRating[];
  /** Dealership names by id, for a group site's "reviewed Metro Kia" line. */
  dealershipNames: Record<number, string>;
};

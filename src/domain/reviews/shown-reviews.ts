import type { Review, ReviewAggregate } from "./review";

/** Spec 001 §9: "Reviews: minimum rating 4; … default cap 10; slider when more than 3 reviews, grid for 3 or fewer". */
export const DEFAULT_MINIMUM_RATING = 4;
export const DEFAULT_REVIEW_CAP = 10;
/** Spec 001 §9: "Google reviews full quantity 12" (the cap a site showing its full Google set uses). */
export const GOOGLE_REVIEWS_FULL_QUANTITY = 12;
export const SLIDER_ABOVE = 3;
/** Spec 001 §4: "Review carousel starts at the third item (index 2)". */
export const CAROUSEL_START_INDEX = 2;
/** Spec 001 §9: "auto-rotation 3000 ms". */
export const REVIEW_AUTO_ROTATE_MS = 3_000;

/** The site's `reviews` configuration that decides what is shown. */
export type ReviewDisplayRules = {
  minimumRating: number;
  hiddenReviewers: readonly string[];
  hiddenReviewIds: readonly number[];
  max: number;
};

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase("en-AU") === b.trim().toLocaleLowerCase("en-AU");

/**
 * Spec 001 §5: "Reviews shown exclude: empty text, text containing 'Translated', one specific review id,
 * and a list of hidden reviewer names. Maximum 10 by default." Order is kept (the caller sorts newest first).
 */
export function selectShownReviews(reviews: readonly Review[], rules: ReviewDisplayRules): Review[] {
  return reviews
    .filter((review) => (review.text ?? "").trim() !== "")
    .filter((review) => !(review.text ?? "").includes("Translated"))
    .filter((review) => !rules.hiddenReviewIds.includes(review.id))
    .filter((review) => !rules.hiddenReviewers.some((name) => sameName(name, review.customerName)))
    .slice(0, Math.max(0, rules.max));
}

/** Spec 001 §5: "Star rating shown only when the average exceeds the configured minimum rating." */
export function showsStarRating(aggregate: ReviewAggregate, minimumRating: number): boolean {
  return aggregate.averageRating !== null && aggregate.count > 0 && Number(aggregate.averageRating) > minimumRating;
}

/** Spec 001 §9: "slider when more than 3 reviews, grid for 3 or fewer". */
export function reviewLayout(shown: number): "carousel" | "grid" {
  return shown > SLIDER_ABOVE ? "carousel" : "grid";
}

/** What the database adds up per dealership: how many approved reviews and the sum of their stars. */
export type ReviewTotals = { count: number; ratingSum: number };

/** Count and mean rating, the mean with one decimal (spec 001 §9: "ratings with 1 decimal"). */
export function aggregateOf(totals: readonly ReviewTotals[]): ReviewAggregate {
  const count = totals.reduce((sum, t) => sum + t.count, 0);
  if (count === 0) return { count: 0, averageRating: null };
  const ratingSum = totals.reduce((sum, t) => sum + t.ratingSum, 0);
  return { count, averageRating: (Math.round((ratingSum / count) * 10) / 10).toFixed(1) };
}

import { describe, expect, it } from "vitest";
import type { Review } from "./review";
import { aggregateOf, reviewLayout, selectShownReviews, showsStarRating, type ReviewDisplayRules } from "./shown-reviews";

const review = (id: number, text: string | null, customerName = `Reviewer ${id}`): Review => ({
  id, dealershipId: 1, customerName, text, rating: 5, imageUrl: null, reviewDate: "2026-10-01", replyText: null, replyDate: null,
});
const rules = (overrides: Partial<ReviewDisplayRules> = {}): ReviewDisplayRules => ({ minimumRating: 4, hiddenReviewers: [], hiddenReviewIds: [], max: 10, ...overrides });
const ids = (reviews: Review[]) => reviews.map((r) => r.id);

describe("selectShownReviews (spec 001 §5: 'Reviews shown exclude: empty text, text containing 'Translated', one specific review id, and a list of hidden reviewer names. Maximum 10 by default.')", () => {
  it.each<[string, Review, Partial<ReviewDisplayRules>, boolean]>([
    ["a review with words", review(1, "Great service."), {}, true],
    ["null text (a rating-only review)", review(2, null), {}, false],
    ["empty text", review(3, ""), {}, false],
    ["whitespace only", review(4, "  \n "), {}, false],
    ["Google's '(Translated by Google)' marker", review(5, "(Translated by Google) Very good"), {}, false],
    ["'Translated' anywhere in the text", review(6, "Excellent. Translated from Korean"), {}, false],
    ["'translated' in lower case is a word, not the marker", review(7, "They translated the contract for my parents."), {}, true],
    ["the hidden review id", review(8, "Fine."), { hiddenReviewIds: [8] }, false],
    ["another id than the hidden one", review(9, "Fine."), { hiddenReviewIds: [8] }, true],
    ["a hidden reviewer", review(10, "Fine.", "Jack B."), { hiddenReviewers: ["Jack B."] }, false],
    ["a hidden reviewer, case and spaces aside", review(11, "Fine.", " jack b. "), { hiddenReviewers: ["Jack B."] }, false],
    ["a reviewer whose name only contains a hidden one", review(12, "Fine.", "Jack Brown"), { hiddenReviewers: ["Jack"] }, true],
  ])("%s → shown: %s", (_case, candidate, overrides, shown) => {
    expect(ids(selectShownReviews([candidate], rules(overrides)))).toEqual(shown ? [candidate.id] : []);
  });

  it("caps at 10 by default and at the configured maximum, keeping the given (newest first) order", () => {
    const many = Array.from({ length: 15 }, (_, i) => review(i + 1, `Review ${i + 1}`));
    expect(ids(selectShownReviews(many, rules()))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(ids(selectShownReviews(many, rules({ max: 12 })))).toHaveLength(12);
  });

  it("applies the cap after the exclusions, so excluded reviews do not use up places", () => {
    const mixed = [review(1, null), review(2, "(Translated by Google) ok"), ...Array.from({ length: 10 }, (_, i) => review(i + 3, "Good"))];
    expect(ids(selectShownReviews(mixed, rules()))).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe("showsStarRating (spec 001 §5: 'Star rating shown only when the average exceeds the configured minimum rating'; §9 minimum 4)", () => {
  it.each([
    ["4.5", 10, 4, true],
    ["4.1", 3, 4, true],
    ["4.0", 10, 4, false],
    ["3.9", 10, 4, false],
    ["4.2", 10, 4.2, false],
    ["4.3", 10, 4.2, true],
    [null, 0, 4, false],
  ] as const)("average %s of %i reviews, minimum %d → %s", (averageRating, count, minimum, shown) => {
    expect(showsStarRating({ averageRating, count }, minimum)).toBe(shown);
  });
});

describe("reviewLayout (spec 001 §9: 'slider when more than 3 reviews, grid for 3 or fewer')", () => {
  it.each([[0, "grid"], [1, "grid"], [3, "grid"], [4, "carousel"], [10, "carousel"]] as const)("%i reviews → %s", (count, layout) => {
    expect(reviewLayout(count)).toBe(layout);
  });
});

describe("aggregateOf (spec 001 §3 'Aggregate: count, average_rating (string)'; §9 'ratings with 1 decimal')", () => {
  it.each([
    [[], 0, null],
    [[{ count: 3, ratingSum: 14 }], 3, "4.7"],
    [[{ count: 2, ratingSum: 9 }], 2, "4.5"],
    [[{ count: 4, ratingSum: 20 }], 4, "5.0"],
    // Weighted by count across dealerships, not a mean of means (which would be 3.0).
    [[{ count: 1, ratingSum: 1 }, { count: 9, ratingSum: 45 }], 10, "4.6"],
    [[{ count: 0, ratingSum: 0 }, { count: 2, ratingSum: 7 }], 2, "3.5"],
  ] as const)("%j → %i reviews, average %s", (totals, count, averageRating) => {
    expect(aggregateOf(totals)).toEqual({ count, averageRating });
  });
});

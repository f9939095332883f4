/** Spec 001 §3 "Review", as the pages show it. Dates are ISO `yyyy-mm-dd` (calendar dates, no time zone). */
export type Review = {
  id: number;
  dealershipId: number;
  customerName: string;
  text: string | null;
  /** 1 to 5. */
  rating: number;
  imageUrl: string | null;
  reviewDate: string;
  replyText: string | null;
  replyDate: string | null;
};

/** Spec 001 §3: "Aggregate: count, average_rating (string)"; null average when there are no reviews. */
export type ReviewAggregate = { count: number; averageRating: string | null };

/** A review only appears once the dealer approved it; website submissions start pending. */
export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The longest public reply a dealer may give (the dealer API's `reply_text` and the workspace's queue alike). */
export const REVIEW_REPLY_MAX_LENGTH = 2_000;

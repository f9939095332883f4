/** Spec 001 §2: the Leave a Review page, linked from every reviews section. */
export const LEAVE_A_REVIEW_PATH = "/reviews/new";

/** Where a sent review lands. */
export const REVIEW_THANK_YOU_PATH = "/reviews/thank-you";

import { z } from "zod";
import type { Database } from "@/db/client";
import { listDealershipReviews, moderateDealershipReview, type ModerationReview } from "@/db/queries/reviews";
import { REVIEW_REPLY_MAX_LENGTH, REVIEW_STATUSES, type ReviewStatus } from "@/domain/reviews/review";
import { siteToday } from "@/domain/site/calendar-date";
import type { Site } from "@/domain/site/site";

/** A review as the dealer's moderation tools receive it (`/api/dealer/reviews`, docs/api.md). */
export function toDealerReviewJson(review: ModerationReview) {
  return {
    id: review.id, dealership_id: review.dealershipId, status: review.status, source: review.source, customer_name: review.customerName,
    email: review.email, rating: review.rating, text: review.text, review_date: review.reviewDate, reply_text: review.replyText,
    reply_date: review.replyDate, suspected_spam: review.spamReason !== null, spam_reason: review.spamReason, created_at: review.createdAt.toISOString(),
  };
}

const listQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES).default("pending"),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** `status` (default pending) and `limit` (1–100, default 50); the first bad parameter is named. */
export function parseDealerReviewsQuery(params: URLSearchParams) {
  const parsed = listQuerySchema.safeParse({ status: params.get("status") ?? undefined, limit: params.get("limit") ?? undefined });
  if (parsed.success) return { ok: true as const, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false as const, parameter: String(issue?.path[0] ?? "status"), message: issue?.path[0] === "limit" ? "limit must be a whole number from 1 to 100" : `status must be one of ${REVIEW_STATUSES.join(", ")}` };
}

export async function listDealerReviews(db: Database, dealershipId: number, query: { status: ReviewStatus; limit: number }) {
  return { reviews: (await listDealershipReviews(db, dealershipId, query.status, query.limit)).map(toDealerReviewJson) };
}

export const moderationSchema = z
  .object({
    status: z.enum(REVIEW_STATUSES, { error: `status must be one of ${REVIEW_STATUSES.join(", ")}` }),
    reply_text: z.string().trim().min(1, { error: "reply_text must not be empty" }).max(REVIEW_REPLY_MAX_LENGTH, { error: "reply_text must be at most 2,000 characters" }).optional(),
  })
  .strict();

/**
 * Approves, rejects or re-queues one of the dealership's reviews, with its public reply dated by the site's
 * calendar, as the review is; false when it is not theirs, or has moved on from `expectedVersion` (the workspace's
 * queue, decision 047).
 */
export async function moderateReview(db: Database, site: Site, dealershipId: number, reviewId: number, change: z.infer<typeof moderationSchema>, now: Date, expectedVersion?: string): Promise<boolean> {
  return moderateDealershipReview(db, dealershipId, reviewId, {
    status: change.status,
    ...(change.reply_text === undefined ? {} : { replyText: change.reply_text, replyDate: siteToday(site, now) }),
  }, expectedVersion);
}

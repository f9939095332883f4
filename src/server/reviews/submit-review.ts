import type { Database } from "@/db/client";
import { countRecentReviewsFromIp, insertWebsiteReview } from "@/db/queries/reviews";
import { leadFieldErrors, type LeadFieldErrors } from "@/domain/leads/lead-form-schema";
import { reviewSubmissionSchema } from "@/domain/reviews/review-submission";
import { controlCharacterField } from "@/domain/security/request-target";
import { siteToday } from "@/domain/site/calendar-date";
import type { Site } from "@/domain/site/site";
import { CONTROL_CHARACTER_MESSAGE } from "@/server/http/request-body";

/** Reviews one address may leave on a site per hour before further ones are flagged as suspected spam. */
export const REVIEW_RATE_LIMIT = { max: 3, windowMs: 60 * 60_000 } as const;

export type ReviewRequestMeta = { clientIp?: string; now: Date };
export type SubmitReviewResult = { kind: "created"; reviewId: number } | { kind: "invalid"; errors: LeadFieldErrors };

/**
 * 'Leave a Review': validates the form against the site's dealerships and stores the review pending, so
 * it is not published until the dealer approves it, dated by the site's calendar (as its reply will be).
 * A filled honeypot or too many reviews from one address are stored flagged for the moderator, never
 * silently dropped.
 */
export async function submitReview(db: Database, site: Site, body: Record<string, unknown>, meta: ReviewRequestMeta): Promise<SubmitReviewResult> {
  const unreadable = controlCharacterField(body);
  if (unreadable !== null) return { kind: "invalid", errors: { [unreadable]: CONTROL_CHARACTER_MESSAGE } };
  const parsed = reviewSubmissionSchema({ dealershipSlugs: site.dealerships.map((d) => d.slug) }).safeParse(body);
  if (!parsed.success) return { kind: "invalid", errors: leadFieldErrors(parsed.error) };
  const review = parsed.data;
  const dealership = site.dealerships.find((d) => d.slug === review.dealershipSlug);
  if (!dealership) return { kind: "invalid", errors: { dealership_slug: "This site has no dealership to review." } };
  const recent = meta.clientIp ? await countRecentReviewsFromIp(db, site, meta.clientIp, new Date(meta.now.getTime() - REVIEW_RATE_LIMIT.windowMs)) : 0;
  const spamReason = review.honeypot ? "honeypot" : recent >= REVIEW_RATE_LIMIT.max ? "rate_limit" : null;
  const reviewId = await insertWebsiteReview(db, site, {
    dealershipId: dealership.id, customerName: review.customerName, email: review.email, rating: review.rating, text: review.text,
    reviewDate: siteToday(site, meta.now), clientIp: meta.clientIp ?? null, spamReason, createdAt: meta.now,
  });
  return { kind: "created", reviewId };
}

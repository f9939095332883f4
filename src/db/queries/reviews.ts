import { and, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { reviews } from "../schema";
import type { Review, ReviewStatus } from "@/domain/reviews/review";
import type { ReviewTotals } from "@/domain/reviews/shown-reviews";
import type { Site } from "@/domain/site/site";

/** How many of the newest approved reviews the display rules choose from (they drop some, then cap at the site's max). */
const CANDIDATES = 200;

const reviewColumns = {
  id: reviews.id, dealershipId: reviews.dealershipId, customerName: reviews.customerName, text: reviews.text, rating: reviews.rating,
  imageUrl: reviews.imageUrl, reviewDate: reviews.reviewDate, replyText: reviews.replyText, replyDate: reviews.replyDate,
};

const siteDealershipIds = (site: Site) => site.dealerships.map((d) => d.id);

/** The newest approved reviews of the site's own dealerships: a pending or rejected review is never among them. */
export async function listApprovedSiteReviews(db: Database, site: Site): Promise<Review[]> {
  const ids = siteDealershipIds(site);
  if (ids.length === 0) return [];
  return db
    .select(reviewColumns)
    .from(reviews)
    .where(and(inArray(reviews.dealershipId, ids), eq(reviews.status, "approved")))
    .orderBy(desc(reviews.reviewDate), desc(reviews.id))
    .limit(CANDIDATES);
}

/** Per dealership of the site: how many approved reviews it has and their stars added up. */
export async function approvedReviewTotals(db: Database, site: Site): Promise<(ReviewTotals & { dealershipId: number })[]> {
  const ids = siteDealershipIds(site);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ dealershipId: reviews.dealershipId, count: count(), ratingSum: sql<string>`coalesce(sum(${reviews.rating}), 0)` })
    .from(reviews)
    .where(and(inArray(reviews.dealershipId, ids), eq(reviews.status, "approved")))
    .groupBy(reviews.dealershipId);
  return rows.map((row) => ({ dealershipId: row.dealershipId, count: row.count, ratingSum: Number(row.ratingSum) }));
}

export type NewWebsiteReview = {
  dealershipId: number; customerName: string; email: string; rating: number; text: string; reviewDate: string;
  clientIp: string | null; spamReason: string | null; createdAt: Date;
};

/** Stores a review left on the site: pending until the dealer approves it. */
export async function insertWebsiteReview(db: Database, site: Site, review: NewWebsiteReview): Promise<number> {
  const [row] = await db.insert(reviews).values({ ...review, siteId: site.id, source: "website", status: "pending" }).returning({ id: reviews.id });
  if (!row) throw new Error("The review was not stored");
  return row.id;
}

/** Reviews this site received from one address since a time (the per-address rate limit). */
export async function countRecentReviewsFromIp(db: Database, site: Site, clientIp: string, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).where(and(eq(reviews.siteId, site.id), eq(reviews.clientIp, clientIp), gt(reviews.createdAt, since)));
  return row?.n ?? 0;
}

export type ModerationReview = Review & { status: ReviewStatus; source: string; email: string | null; spamReason: string | null; createdAt: Date };

/** One dealership's reviews in a status, newest first, for its moderation (the dealer API). */
export async function listDealershipReviews(db: Database, dealershipId: number, status: ReviewStatus, limit: number): Promise<ModerationReview[]> {
  const rows = await db
    .select({ ...reviewColumns, status: reviews.status, source: reviews.source, email: reviews.email, spamReason: reviews.spamReason, createdAt: reviews.createdAt })
    .from(reviews)
    .where(and(eq(reviews.dealershipId, dealershipId), eq(reviews.status, status)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, status: row.status as ReviewStatus }));
}

/**
 * A review's moderation state as one token (its status and reply), read with the review and compared when it is
 * changed: a form carries the version its person saw, so a change someone else made since is never overwritten.
 */
export const reviewVersion = sql<string>`md5(${reviews.status} || '|' || coalesce(${reviews.replyDate}::text, '') || '|' || coalesce(${reviews.replyText}, ''))`;

/**
 * Sets a dealership's review's status (and reply, when given); false when the review is not that dealership's, or,
 * given the version its changer saw, when it is no longer at that version.
 */
export async function moderateDealershipReview(db: Database, dealershipId: number, reviewId: number, change: { status: ReviewStatus; replyText?: string; replyDate?: string }, expectedVersion?: string): Promise<boolean> {
  const reply = change.replyText === undefined ? {} : { replyText: change.replyText, replyDate: change.replyDate };
  const updated = await db
    .update(reviews)
    .set({ status: change.status, ...reply })
    .where(and(eq(reviews.id, reviewId), eq(reviews.dealershipId, dealershipId), expectedVersion === undefined ? undefined : sql`${reviewVersion} = ${expectedVersion}`))
    .returning({ id: reviews.id });
  return updated.length === 1;
}

import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { dealerships, reviews, siteDealerships, sites } from "../schema";
import { reviewVersion } from "./reviews";
import type { ReviewStatus } from "@/domain/reviews/review";

/** A review as the workspace's queue shows and moderates it (decision 047). */
export type QueueReview = {
  id: number; dealershipId: number; dealershipName: string; status: ReviewStatus; source: string;
  /** The site it was left on; null for an imported review. */
  siteId: number | null; siteName: string | null;
  customerName: string; rating: number; text: string | null; reviewDate: string; replyText: string | null; replyDate: string | null;
  spamReason: string | null; createdAt: Date; version: string;
};

const queueColumns = {
  id: reviews.id, dealershipId: reviews.dealershipId, dealershipName: dealerships.name, status: reviews.status, source: reviews.source, siteId: reviews.siteId, siteName: sites.name,
  customerName: reviews.customerName, rating: reviews.rating, text: reviews.text, reviewDate: reviews.reviewDate, replyText: reviews.replyText, replyDate: reviews.replyDate,
  spamReason: reviews.spamReason, createdAt: reviews.createdAt, version: reviewVersion,
};


const queueRows = (db: Database) =>
  db.select(queueColumns).from(reviews).innerJoin(dealerships, eq(dealerships.id, reviews.dealershipId)).leftJoin(sites, eq(sites.id, reviews.siteId));

const asQueueReview = (row: Omit<QueueReview, "status"> & { status: string }): QueueReview => ({ ...row, status: row.status as ReviewStatus });

/**
 * A page of the dealerships' reviews: pending first (the queue), then the rest, newest first in each; `limit` + 1
 * rows are read so the caller knows whether a next page exists. Only `dealershipIds` are ever read.
 */
export async function listQueueReviews(db: Database, dealershipIds: readonly number[], filters: { status?: ReviewStatus; dealershipId?: number }, page: { offset: number; limit: number }): Promise<QueueReview[]> {
  const ids = filters.dealershipId === undefined ? dealershipIds : dealershipIds.filter((id) => id === filters.dealershipId);
  if (ids.length === 0) return [];
  const rows = await queueRows(db)
    .where(and(inArray(reviews.dealershipId, [...ids]), filters.status ? eq(reviews.status, filters.status) : undefined))
    .orderBy(sql`case when ${reviews.status} = 'pending' then 0 else 1 end`, desc(reviews.createdAt), desc(reviews.id))
    .offset(page.offset)
    .limit(page.limit + 1);
  return rows.map(asQueueReview);
}

/** How many of the dealerships' reviews wait for a person. */
export async function countPendingQueueReviews(db: Database, dealershipIds: readonly number[]): Promise<number> {
  if (dealershipIds.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(reviews).where(and(inArray(reviews.dealershipId, [...dealershipIds]), eq(reviews.status, "pending")));
  return row?.n ?? 0;
}

/** One review, if it belongs to one of the dealerships; null otherwise (another dealership's is not found). */
export async function findQueueReview(db: Database, dealershipIds: readonly number[], reviewId: number): Promise<QueueReview | null> {
  if (dealershipIds.length === 0) return null;
  const [row] = await queueRows(db).where(and(inArray(reviews.dealershipId, [...dealershipIds]), eq(reviews.id, reviewId)));
  return row ? asQueueReview(row) : null;
}

/** The site whose calendar dates a reply to the review: the one it was left on, else the first showing its dealership. */
export async function replySiteIdOf(db: Database, review: { siteId: number | null; dealershipId: number }): Promise<number | null> {
  if (review.siteId !== null) return review.siteId;
  const [shown] = await db.select({ siteId: siteDealerships.siteId }).from(siteDealerships).where(eq(siteDealerships.dealershipId, review.dealershipId)).orderBy(siteDealerships.siteId).limit(1);
  return shown?.siteId ?? null;
}

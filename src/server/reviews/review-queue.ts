import type { Database } from "@/db/client";
import { countPendingQueueReviews, findQueueReview, listQueueReviews, replySiteIdOf, type QueueReview } from "@/db/queries/review-queue";
import { loadSites } from "@/db/queries/sites";
import { appendAuditEntry, type AuditContext } from "@/db/queries/staff-audit-log";
import { leadFieldErrors } from "@/domain/leads/lead-form-schema";
import { REVIEW_AUDIT_ACTIONS } from "@/domain/reviews/review-audit";
import { moderationChangeFor, REVIEW_ACTION_MESSAGES, reviewActionSchema, reviewConflictMessage, reviewDecisionsFor, type ReviewDecision } from "@/domain/reviews/review-moderation";
import { REVIEW_QUEUE_PAGE_SIZE, type ReviewQueueFilters } from "@/domain/reviews/review-queue-query";
import { hasPermission } from "@/domain/staff/role-permissions";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import { scopeDealershipIds } from "@/domain/staff/staff-scope";
import { moderateReview, moderationSchema } from "./dealer-reviews";

/** The dealerships whose reviews a staff member moderates: their scope's, if their role moderates at all (decision 047). */
const moderatedDealerships = (staff: ScopedStaffMember): readonly number[] => (hasPermission(staff.role, "moderate_reviews") ? scopeDealershipIds(staff.scope) : []);

export type ReviewQueuePage = { reviews: QueueReview[]; hasNext: boolean; pending: number };

/** A page of the queue: the staff member's dealerships' reviews, pending first, and how many wait in all. */
export async function loadReviewQueue(db: Database, staff: ScopedStaffMember, filters: ReviewQueueFilters): Promise<ReviewQueuePage> {
  const ids = moderatedDealerships(staff);
  const [rows, pending] = await Promise.all([
    listQueueReviews(db, ids, filters, { offset: (filters.page - 1) * REVIEW_QUEUE_PAGE_SIZE, limit: REVIEW_QUEUE_PAGE_SIZE }),
    countPendingQueueReviews(db, ids),
  ]);
  return { reviews: rows.slice(0, REVIEW_QUEUE_PAGE_SIZE), hasNext: rows.length > REVIEW_QUEUE_PAGE_SIZE, pending };
}

/** One review the staff member moderates, or null (another dealership's, or a role that does not moderate). */
export function findReviewForStaff(db: Database, staff: ScopedStaffMember, reviewId: number): Promise<QueueReview | null> {
  return findQueueReview(db, moderatedDealerships(staff), reviewId);
}

export type ReviewActionOutcome =
  | { kind: "done"; reviewId: number; decision: ReviewDecision }
  | { kind: "invalid"; errors: Record<string, string> }
  | { kind: "conflict"; reviewId: number; message: string }
  | { kind: "not_found" };

const conflictOf = (review: QueueReview): ReviewActionOutcome => ({ kind: "conflict", reviewId: review.id, message: reviewConflictMessage({ customerName: review.customerName, status: review.status, replied: review.replyText !== null }) });

/**
 * A queue form's post (issue 34): approve, reject or reply to one of the staff member's dealerships' reviews,
 * through the dealer API's schema and service, so the rules are one. The change is made only if the review is
 * still at the version the form was drawn from: of two people moderating one review the second is told and nothing
 * of theirs is saved. The change and its audit entry are one transaction.
 */
export async function moderateQueueReview(db: Database, staff: ScopedStaffMember, input: Record<string, string>, context: AuditContext): Promise<ReviewActionOutcome> {
  const form = reviewActionSchema.safeParse(input);
  if (!form.success) return { kind: "invalid", errors: { form: REVIEW_ACTION_MESSAGES.gone } };
  const { review_id: reviewId, version, decision } = form.data;
  const review = await findReviewForStaff(db, staff, reviewId);
  if (!review) return { kind: "not_found" };
  if (review.version !== version) return conflictOf(review);
  if (!reviewDecisionsFor(review.status).includes(decision)) return { kind: "invalid", errors: { form: REVIEW_ACTION_MESSAGES.notOffered } };
  const change = moderationSchema.safeParse(moderationChangeFor(decision, review.status, input.reply_text));
  if (!change.success) return { kind: "invalid", errors: leadFieldErrors(change.error) };
  const siteId = await replySiteIdOf(db, review);
  const [site] = siteId === null ? [] : await loadSites(db, [siteId]);
  if (!site) return { kind: "not_found" };
  const done = await db.transaction(async (tx) => {
    if (!(await moderateReview(tx, site, review.dealershipId, reviewId, change.data, context.now, version))) return false;
    await appendAuditEntry(tx, {
      // Filed under the review's dealership, as a lead action is (decision 044): its owners, and its group's, read it.
      home: { dealershipId: review.dealershipId, dealerGroupId: null }, actorId: staff.id, action: REVIEW_AUDIT_ACTIONS[decision],
      detail: { reviewId, customerName: review.customerName, from: review.status, to: change.data.status, ...(decision === "reply" ? { replyEdited: review.replyText !== null } : {}) },
      clientIp: context.clientIp, at: context.now,
    });
    return true;
  });
  if (done) return { kind: "done", reviewId, decision };
  const current = await findReviewForStaff(db, staff, reviewId);
  return current ? conflictOf(current) : { kind: "not_found" };
}

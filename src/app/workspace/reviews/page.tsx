import Link from "next/link";
import { getDatabase } from "@/db/connection";
import type { QueueReview } from "@/db/queries/review-queue";
import { listScopeDealerships } from "@/db/queries/staff-dealerships";
import { QueueReviewCard, type QueueReviewView } from "@/components/workspace/reviews/queue-review-card";
import { ReviewQueueFilters } from "@/components/workspace/reviews/review-queue-filters";
import { REVIEW_STATUSES } from "@/domain/reviews/review";
import { reviewConflictMessage, reviewDecisionsFor, reviewNotice } from "@/domain/reviews/review-moderation";
import { parseReviewQueueQuery, REVIEW_QUEUE_FILTER_MESSAGES, reviewQueueHref } from "@/domain/reviews/review-queue-query";
import { reviewDateDisplay } from "@/domain/reviews/review-text";
import { scopeCoversDealership } from "@/domain/staff/staff-scope";
import { moderateReviewAction } from "@/server/reviews/review-queue-actions";
import { findReviewForStaff, loadReviewQueue } from "@/server/reviews/review-queue";
import { requireStaff } from "@/server/staff/with-staff";

export const dynamic = "force-dynamic";
export const metadata = { title: "Reviews" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const STATUS_LABELS = { pending: "Waiting for approval", approved: "Approved", rejected: "Rejected" } as const;
const SPAM_REASONS: Record<string, string> = { honeypot: "the form's hidden field was filled", rate_limit: "a fourth review from one address within an hour" };

function cardView(review: QueueReview): QueueReviewView {
  return {
    id: review.id, customerName: review.customerName, rating: review.rating, text: review.text, status: review.status, dealershipName: review.dealershipName,
    where: review.siteName ? `Left on ${review.siteName}` : `Imported from ${review.source[0]!.toUpperCase()}${review.source.slice(1)}`,
    date: { iso: review.reviewDate, shown: reviewDateDisplay(review.reviewDate) },
    reply: review.replyText ? { text: review.replyText, date: review.replyDate ? reviewDateDisplay(review.replyDate) : null } : null,
    suspectedSpam: review.spamReason ? (SPAM_REASONS[review.spamReason] ?? review.spamReason) : null,
    version: review.version, decisions: reviewDecisionsFor(review.status),
  };
}

/** The review moderation queue (issue 34, decision 047): the staff member's dealerships' reviews, waiting ones first. */
export default async function ReviewsPage({ searchParams }: Props) {
  const staff = await requireStaff("moderate_reviews");
  const query = await searchParams;
  const db = (await getDatabase()).db;
  const parse = parseReviewQueueQuery(query);
  // A dealership outside the scope is named at its field and dropped, like a filter that does not parse.
  if (parse.filters.dealershipId !== undefined && !scopeCoversDealership(staff.scope, parse.filters.dealershipId)) {
    parse.errors.dealership = REVIEW_QUEUE_FILTER_MESSAGES.dealership;
    delete parse.filters.dealershipId;
  }
  const conflictId = Number(Array.isArray(query.conflict) ? query.conflict[0] : query.conflict);
  const [page, { dealerships }, conflicted] = await Promise.all([
    loadReviewQueue(db, staff, parse.filters),
    listScopeDealerships(db, staff.scope),
    Number.isSafeInteger(conflictId) && conflictId > 0 ? findReviewForStaff(db, staff, conflictId) : null,
  ]);
  const notice = reviewNotice(query.notice);
  const list = Object.fromEntries(Object.entries(parse.values).filter(([key]) => !parse.errors[key as keyof typeof parse.errors]));
  const here = reviewQueueHref(list, parse.filters.page);
  // The review a post lost its race on stays in view, even when the filter would now leave it out.
  const shown = conflicted && !page.reviews.some((r) => r.id === conflicted.id) ? [conflicted, ...page.reviews] : page.reviews;
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold">Reviews</h1>
        <p>{page.pending === 0 ? "No reviews waiting." : `${page.pending} waiting for approval.`}</p>
      </div>
      {notice ? <p role="status" className="rounded-card border border-line bg-neutral-50 p-4">{notice}</p> : null}
      {conflicted ? (
        <p role="alert" className="rounded-card border border-red-700 bg-red-50 p-4 font-semibold text-red-900">
          {reviewConflictMessage({ customerName: conflicted.customerName, status: conflicted.status, replied: conflicted.replyText !== null })}
        </p>
      ) : null}
      <p>A review left on a site shows there only once it is approved. A reply shows under the review, on every site that shows it.</p>
      <ReviewQueueFilters values={parse.values} errors={parse.errors} choices={{
        status: REVIEW_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
        dealership: dealerships.length > 1 ? dealerships.map((d) => ({ value: String(d.id), label: d.name })) : [],
      }} />
      {shown.length === 0 ? (
        <p>{parse.filters.page > 1 ? "No more reviews: this page is past the end of the list." : "No reviews match."}</p>
      ) : (
        <ol className="grid min-w-0 gap-4" aria-label="Reviews">
          {shown.map((review) => (
            <li key={review.id} className="min-w-0"><QueueReviewCard review={cardView(review)} action={moderateReviewAction} permalink={here} list={list} /></li>
          ))}
        </ol>
      )}
      <nav aria-label="Pages of reviews" className="flex flex-wrap gap-3">
        {parse.filters.page > 1 ? <Link className="btn btn-outline min-h-12" href={reviewQueueHref(list, parse.filters.page - 1)}>Previous page</Link> : null}
        {page.hasNext ? <Link className="btn btn-outline min-h-12" href={reviewQueueHref(list, parse.filters.page + 1)}>Next page</Link> : null}
      </nav>
    </>
  );
}

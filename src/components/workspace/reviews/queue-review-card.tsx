import { StarRating } from "@/components/reviews/star-rating";
import type { InboxFormAction } from "@/domain/inbox/inbox-form-state";
import type { ReviewDecision } from "@/domain/reviews/review-moderation";
import { ReviewDecisionForms } from "./review-decision-forms";

/** A review as the workspace's queue shows it: plain props, the words as the shopper typed them (React escapes them). */
export type QueueReviewView = {
  id: number; customerName: string; rating: number; text: string | null; status: string; dealershipName: string;
  /** "Left on Metro Motor Group", or where an imported review came from. */
  where: string;
  /** dd/mm/yyyy (spec 001 §3), with the ISO date for `<time>`. */
  date: { iso: string; shown: string };
  reply: { text: string; date: string | null } | null;
  suspectedSpam: string | null; version: string; decisions: readonly ReviewDecision[];
};

const STATUS_STYLE: Record<string, string> = { pending: "border-amber-700 bg-amber-50 text-amber-900", approved: "border-green-800 bg-green-50 text-green-900", rejected: "border-neutral-600 bg-neutral-100 text-neutral-800" };

export function QueueReviewCard({ review, action, permalink, list }: { review: QueueReviewView; action: InboxFormAction; permalink: string; list: Readonly<Record<string, string>> }) {
  return (
    <article id={`review-${review.id}`} aria-labelledby={`review-${review.id}-name`} className="grid min-w-0 gap-3 rounded-card border border-line bg-white p-4">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={`review-${review.id}-name`} className="text-lg font-bold wrap-anywhere">{review.customerName}</h2>
        <StarRating rating={review.rating} />
        <span className={`rounded-card border px-2 text-sm font-semibold ${STATUS_STYLE[review.status] ?? ""}`}>{review.status[0]!.toUpperCase() + review.status.slice(1)}</span>
      </header>
      <p className="text-sm text-ink-muted">
        {review.dealershipName} · {review.where} · <time dateTime={review.date.iso}>{review.date.shown}</time>
      </p>
      {review.suspectedSpam ? <p className="text-sm font-semibold text-red-800">Suspected spam: {review.suspectedSpam}</p> : null}
      {review.text ? <p className="whitespace-pre-line wrap-anywhere">{review.text}</p> : <p className="italic text-ink-muted">No words, a rating only.</p>}
      {review.reply ? (
        <div className="border-l-4 border-line pl-3 text-sm">
          <p className="font-semibold">Your reply{review.reply.date ? <span className="font-normal text-ink-muted"> · {review.reply.date}</span> : null}</p>
          <p className="whitespace-pre-line wrap-anywhere">{review.reply.text}</p>
        </div>
      ) : null}
      <ReviewDecisionForms action={action} permalink={permalink} review={{ id: review.id, customerName: review.customerName, version: review.version, replyText: review.reply?.text ?? null, decisions: review.decisions }} list={list} />
    </article>
  );
}

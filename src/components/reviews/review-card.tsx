import type { Review } from "@/domain/reviews/review";
import { dateInWords, reviewDateDisplay, reviewParagraphs, truncatedReviewText, usesEditorBlocks } from "@/domain/reviews/review-text";
import { ReviewText } from "./review-text";
import { StarRating } from "./star-rating";

type Props = {
  review: Review;
  /** The dealership the review is about, on a group site ("Reviewed Metro Kia"). */
  dealershipName?: string;
  /** Who replies: the dealership's name. */
  replyFrom: string;
  /** The site's calendar date, that the review's and the reply's dates are read against. */
  today: string;
  /** h3 under a section's h2; h2 on a page whose h1 is the reviews heading. */
  headingLevel: 2 | 3;
};

/** One review (spec 001 §3): stars, name, date in words, the text (truncated at 160), and the dealer's reply. */
export function ReviewCard({ review, dealershipName, replyFrom, today, headingLevel }: Props) {
  const Name = headingLevel === 2 ? "h2" : "h3";
  const text = review.text ?? "";
  const paragraphs = reviewParagraphs(text, review.reviewDate);
  return (
    <article className="card h-full gap-3 p-5" data-editor-blocks={usesEditorBlocks(review.reviewDate) || undefined}>
      <header className="grid gap-1">
        <StarRating rating={review.rating} />
        <Name className="text-lg leading-tight">{review.customerName}</Name>
        <p className="text-sm text-ink-muted">
          <time dateTime={review.reviewDate} title={reviewDateDisplay(review.reviewDate)}>{dateInWords(review.reviewDate, today)}</time>
          {dealershipName ? <> · Reviewed {dealershipName}</> : null}
        </p>
      </header>
      <ReviewText paragraphs={paragraphs} short={truncatedReviewText(text)} />
      {review.replyText ? (
        <div className="mt-auto border-l-4 border-line pl-3 text-sm">
          <p className="font-semibold">
            Response from {replyFrom}
            {review.replyDate ? <span className="font-normal text-ink-muted"> · <time dateTime={review.replyDate}>{dateInWords(review.replyDate, today)}</time></span> : null}
          </p>
          <p className="mt-1">{review.replyText}</p>
        </div>
      ) : null}
    </article>
  );
}

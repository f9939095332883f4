import Link from "next/link";
import { CardsCarouselOrGrid } from "@/components/ui/cards-carousel-or-grid";
import { LEAVE_A_REVIEW_PATH } from "@/domain/reviews/review-paths";
import type { SiteReviews } from "@/domain/reviews/site-reviews";
import { ReviewCard } from "./review-card";
import { StarRating } from "./star-rating";

type Props = {
  reviews: SiteReviews;
  siteName: string;
  /** The site's calendar date (`siteToday`), for the reviews' and replies' dates in words. */
  today: string;
  headingLevel: 1 | 2;
  /** On the home page: a link to the reviews page. */
  showAllLink?: boolean;
};

/**
 * Spec 001 §2: "Reviews section: carousel or grid, with a Leave a Review button" — a carousel when more
 * than three reviews are shown, else a grid; the site's average and stars when above its minimum rating.
 */
export function ReviewsSection({ reviews, siteName, today, headingLevel, showAllLink = false }: Props) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const group = reviews.dealerships.length > 1;
  const replyFrom = (dealershipId: number) => reviews.dealershipNames[dealershipId] ?? siteName;
  const cards = reviews.shown.map((review) => (
    <ReviewCard key={review.id} review={review} dealershipName={group ? reviews.dealershipNames[review.dealershipId] : undefined} replyFrom={replyFrom(review.dealershipId)} today={today} headingLevel={headingLevel === 1 ? 2 : 3} />
  ));
  return (
    <section aria-labelledby="reviews-title" className="mx-auto max-w-7xl px-4 pt-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Heading id="reviews-title" className={headingLevel === 1 ? "text-3xl sm:text-4xl" : "section-title"}>
            Customer Reviews
          </Heading>
          {reviews.showsStars && reviews.aggregate.averageRating ? (
            <p className="mt-2 flex flex-wrap items-center gap-2 text-ink-muted">
              <strong className="heading text-2xl text-brand-surface-text">{reviews.aggregate.averageRating}</strong>
              <StarRating rating={Number(reviews.aggregate.averageRating)} />
              <span>from {reviews.aggregate.count} reviews</span>
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          {showAllLink ? (
            <Link href="/reviews" prefetch={false} className="text-link">
              Read all reviews<span className="sr-only"> of {siteName}</span>
            </Link>
          ) : null}
          <Link href={LEAVE_A_REVIEW_PATH} prefetch={false} className="btn btn-accent">
            Leave a Review
          </Link>
        </div>
      </div>
      <div className="mt-6">
        {cards.length === 0 ? (
          <p className="rounded-card border border-line bg-white p-8 text-center text-ink">No reviews yet. Be the first to tell others about {siteName}.</p>
        ) : (
          <CardsCarouselOrGrid layout={reviews.layout} label="Customer reviews" itemName="review" cards={cards} />
        )}
      </div>
    </section>
  );
}

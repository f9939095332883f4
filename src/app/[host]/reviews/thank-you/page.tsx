import type { Metadata } from "next";
import Link from "next/link";
import { REVIEW_MESSAGES } from "@/domain/reviews/review-submission";
import { requireSite, type HostParams } from "@/server/tenancy/require-site";

export const metadata: Metadata = { title: "Thank you for your review", robots: { index: false } };

/** Where 'Leave a Review' lands: the review waits for the dealer's approval. */
export default async function ReviewThankYouPage({ params }: { params: HostParams }) {
  await requireSite(params);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:py-24">
      <p className="text-sm font-bold tracking-widest text-ink-muted uppercase">Review received</p>
      <h1 className="mt-3 text-4xl leading-tight sm:text-5xl">Thank you</h1>
      <p className="mt-5 max-w-prose text-lg">{REVIEW_MESSAGES.thanks}</p>
      <div className="mt-8 flex flex-wrap gap-4">
        <Link href="/reviews" prefetch={false} className="btn btn-accent">
          Read Our Reviews
        </Link>
        <Link href="/" prefetch={false} className="btn btn-outline">
          Back to Home
        </Link>
      </div>
    </div>
  );
}

import type { Metadata } from "next";
import { ReviewForm } from "@/components/reviews/review-form";
import { LEAVE_A_REVIEW_PATH } from "@/domain/reviews/review-paths";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import { findSite, requireSite, type HostParams } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

type Props = { params: HostParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await findSite(params);
  if (!site) return {};
  return buildPageMetadata({ baseUrl: siteBaseUrl(site), path: LEAVE_A_REVIEW_PATH, siteName: site.name, title: "Leave a Review", description: `Tell other shoppers about your experience with ${site.name}.` });
}

/** 'Leave a Review': the review is stored for moderation and shown once the dealer approves it. */
export default async function LeaveReviewPage({ params }: Props) {
  const site = await requireSite(params);
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16">
      <h1 className="text-3xl sm:text-4xl">Leave a Review</h1>
      <p className="mt-3 text-lg text-ink-muted">Bought a car, had a service or popped in for a test drive? Tell other shoppers how {site.name} looked after you.</p>
      <div className="mt-8 rounded-card border border-line bg-white p-5 text-ink sm:p-6">
        <ReviewForm dealerships={site.dealerships.map((d) => ({ value: d.slug, label: d.name }))} permalink={LEAVE_A_REVIEW_PATH} />
      </div>
    </div>
  );
}

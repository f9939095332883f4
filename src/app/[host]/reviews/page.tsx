import type { Metadata } from "next";
import { ReviewsSection } from "@/components/reviews/reviews-section";
import { JsonLdScript } from "@/components/vehicle/json-ld-script";
import { getDatabase } from "@/db/connection";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import { siteToday } from "@/domain/site/calendar-date";
import { loadSiteReviews, siteReviewsJsonLd } from "@/server/reviews/site-reviews";
import { requestNonce } from "@/server/security/request-nonce";
import { findSite, requireSite, type HostParams } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

type Props = { params: HostParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await findSite(params);
  if (!site) return {};
  return buildPageMetadata({ baseUrl: siteBaseUrl(site), path: "/reviews", siteName: site.name, title: "Customer Reviews", description: `What customers say about ${site.name}, and the dealer's replies.` });
}

/** `/reviews` (spec 001 §2 "Reviews section … with a Leave a Review button"): the site's reviews and their AggregateRating. */
export default async function ReviewsPage({ params }: Props) {
  const site = await requireSite(params);
  const { db } = await getDatabase();
  const reviews = await loadSiteReviews(db, site);
  const jsonLd = siteReviewsJsonLd(reviews, siteBaseUrl(site));
  return (
    <div className="pb-16">
      {jsonLd ? <JsonLdScript data={jsonLd} nonce={await requestNonce()} /> : null}
      <ReviewsSection reviews={reviews} siteName={site.name} today={siteToday(site, new Date())} headingLevel={1} />
    </div>
  );
}

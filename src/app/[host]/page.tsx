import type { Metadata } from "next";
import { cookies } from "next/headers";
import { HomeBlocks } from "@/components/home/home-blocks";
import { JsonLdScript } from "@/components/vehicle/json-ld-script";
import { getDatabase } from "@/db/connection";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import { isBannerClosed } from "@/server/home/closed-banners";
import { loadHomePage } from "@/server/home/home-page";
import { siteReviewsJsonLd } from "@/server/reviews/site-reviews";
import { requestNonce } from "@/server/security/request-nonce";
import { findSite, requireSite, type HostParams } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

export async function generateMetadata({ params }: { params: HostParams }): Promise<Metadata> {
  const site = await findSite(params);
  if (!site) return {};
  const { tagline, address } = site.config;
  const metadata = buildPageMetadata({
    baseUrl: siteBaseUrl(site),
    path: "/",
    siteName: site.name,
    title: site.name,
    description: tagline || `New, used and demo vehicles from ${site.name} in ${address.city}, ${address.state}.`,
  });
  // The home page is the site's name alone, not "Name | Name" from the layout's template.
  return { ...metadata, title: { absolute: site.name } };
}

/** The home page: the site's configured blocks (spec 001 §2/§9). */
export default async function HomePage({ params }: { params: HostParams }) {
  const site = await requireSite(params);
  const { db } = await getDatabase();
  const now = new Date();
  const [data, cookieStore] = await Promise.all([loadHomePage(db, site, now), cookies()]);
  const closedBanners = new Set(site.config.homeBlocks.flatMap((b) => (b.type === "closableBanner" && isBannerClosed(cookieStore, b.id) ? [b.id] : [])));
  const jsonLd = data.reviews ? siteReviewsJsonLd(data.reviews, siteBaseUrl(site)) : null;
  return (
    <div className="pb-4">
      {jsonLd ? <JsonLdScript data={jsonLd} nonce={await requestNonce()} /> : null}
      <HomeBlocks site={site} data={data} closedBanners={closedBanners} now={now} />
    </div>
  );
}

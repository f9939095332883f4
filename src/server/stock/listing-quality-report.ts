import type { Database } from "@/db/client";
import { listDealershipListings } from "@/db/queries/listing-quality";
import type { Site } from "@/domain/site/site";
import { compareListingQuality, listingQuality, PHOTO_BENCHMARK, type QualityReason } from "@/domain/stock/listing-quality";

export type ListingQualityRow = { id: number; slug: string; stocknum: string; name: string; score: number; reasons: QualityReason[]; createdAt: Date };
export type ListingQualityReport = { site: string; photoMinimum: number; photoBenchmark: number; averageScore: number | null; listings: ListingQualityRow[] };

/** The listing quality of a dealership's cars on a site, worst first (issue 15). */
export async function dealershipListingQuality(db: Database, site: Site, dealershipId: number, now: Date): Promise<ListingQualityReport> {
  const { photoMinimum, offersSubscriptions, noPriceText } = site.config;
  const listings = (await listDealershipListings(db, site, dealershipId))
    .map((car) => ({ id: car.id, slug: car.slug, stocknum: car.stocknum, name: car.name, createdAt: car.createdAt, quality: listingQuality(car, { photoMinimum, offersSubscriptions, noPriceText }, now) }))
    .sort(compareListingQuality);
  const total = listings.reduce((sum, l) => sum + l.quality.score, 0);
  return {
    site: site.slug, photoMinimum, photoBenchmark: PHOTO_BENCHMARK,
    averageScore: listings.length ? Math.round((total / listings.length) * 10) / 10 : null,
    listings: listings.map(({ quality, ...listing }) => ({ ...listing, score: quality.score, reasons: quality.reasons })),
  };
}

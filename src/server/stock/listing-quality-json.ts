import type { ListingQualityReport } from "./listing-quality-report";

/** The listing quality report as the API answers it: the `limit` worst listings, with the counts of all. */
export function toListingQualityJson(dealership: string, report: ListingQualityReport, limit: number) {
  return {
    site: report.site, dealership, photo_minimum: report.photoMinimum, photo_benchmark: report.photoBenchmark,
    count: report.listings.length, average_score: report.averageScore,
    listings: report.listings.slice(0, limit).map((l) => ({
      id: l.id, slug: l.slug, stocknum: l.stocknum, name: l.name, score: l.score, in_stock_since: l.createdAt.toISOString(),
      reasons: l.reasons.map((r) => ({ code: r.code, points: r.points, message: r.message })),
    })),
  };
}

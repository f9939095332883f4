import type { CarType } from "@/domain/car/car";
import { CERTIFIED_PRE_OWNED_RULE, certifiedRuleBreaches } from "@/domain/car/certified-pre-owned";
import { priceDisplay } from "@/domain/pricing/price-display";
import { dealerCommentParagraphs, PENDING_DEALER_COMMENTS } from "@/domain/vehicle/dealer-comments";

/**
 * Listing quality (issue 15): a score from 0 to 100 per car, and the reasons it lost points, so a
 * dealer sees which listings cost them enquiries. Each rule takes a fixed number of points; the
 * score is 100 less the points lost, never below 0.
 */

/** Listings with 8 or more photos are the benchmark. */
export const PHOTO_BENCHMARK = 8;
/** Points per photo short of the benchmark (when the template's minimum is met). */
const POINTS_PER_MISSING_PHOTO = 3;
export const LONG_IN_STOCK_DAYS = 60;
export const STALE_IN_STOCK_DAYS = 90;

export const QUALITY_RULES = {
  belowTemplateMinimum: 30,
  certifiedOutsideRule: 30,
  noPrice: 25,
  noComments: 10,
  noKm: 10,
  noVin: 10,
  noVariant: 5,
  noRego: 5,
  longInStock: 5,
  staleInStock: 10,
} as const;

export type QualityCode = keyof typeof QUALITY_RULES | "fewPhotos";
export type QualityReason = { code: QualityCode; points: number; message: string };
export type ListingQuality = { score: number; reasons: QualityReason[] };

export type QualityCar = {
  carType: CarType;
  photos: number;
  price: number;
  beforePrice: number | null;
  subscriptionPrice: number | null;
  preorder: boolean;
  km: number;
  year: number;
  certified: boolean;
  vin: string | null;
  regplate: string | null;
  dealerComments: string | null;
  variant: unknown;
  createdAt: Date;
};

/** What the site's template asks for (spec 000 §9 "Per-template photo minimums range 0 to 14"). */
export type QualitySite = { photoMinimum: number; offersSubscriptions: boolean; noPriceText: string };

const DAY_MS = 86_400_000;
const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString("en-AU")} ${count === 1 ? one : many}`;

function photoReason(photos: number, minimum: number): QualityReason | null {
  if (photos < minimum) {
    return { code: "belowTemplateMinimum", points: QUALITY_RULES.belowTemplateMinimum, message: `${plural(photos, "photo")}: this site's template needs at least ${minimum}` };
  }
  if (photos < PHOTO_BENCHMARK) {
    return { code: "fewPhotos", points: (PHOTO_BENCHMARK - photos) * POINTS_PER_MISSING_PHOTO, message: `${plural(photos, "photo")}, against a benchmark of ${PHOTO_BENCHMARK}` };
  }
  return null;
}

function hasVariantData(variant: unknown): boolean {
  return typeof variant === "object" && variant !== null && Object.values(variant).some((value) => value !== null && value !== "");
}

/** A car's listing quality on a site at `now`: the reasons come worst first. */
export function listingQuality(car: QualityCar, site: QualitySite, now: Date): ListingQuality {
  const reasons: (QualityReason | null)[] = [photoReason(car.photos, site.photoMinimum)];
  const price = priceDisplay(car, { offersSubscriptions: site.offersSubscriptions, noPriceText: site.noPriceText });
  if (price.kind === "enquire") reasons.push({ code: "noPrice", points: QUALITY_RULES.noPrice, message: `No price: shoppers see '${price.text}'` });
  if (dealerCommentParagraphs(car.dealerComments)[0] === PENDING_DEALER_COMMENTS) {
    reasons.push({ code: "noComments", points: QUALITY_RULES.noComments, message: `No dealer comments: the page says '${PENDING_DEALER_COMMENTS}'` });
  }
  const breaches = car.certified ? certifiedRuleBreaches(car, now.getUTCFullYear()) : [];
  if (breaches.length > 0) {
    const { underYears, underKm } = CERTIFIED_PRE_OWNED_RULE;
    reasons.push({ code: "certifiedOutsideRule", points: QUALITY_RULES.certifiedOutsideRule, message: `Listed as Certified Pre-Owned at ${breaches.join(" and ")}: the program takes cars under ${underYears} years and ${underKm.toLocaleString("en-AU")} km` });
  }
  if (car.carType !== "new" && car.km <= 0) reasons.push({ code: "noKm", points: QUALITY_RULES.noKm, message: `No odometer reading on a ${car.carType} car` });
  if (!car.vin) reasons.push({ code: "noVin", points: QUALITY_RULES.noVin, message: "No VIN" });
  if (!hasVariantData(car.variant)) reasons.push({ code: "noVariant", points: QUALITY_RULES.noVariant, message: "No variant data (engine, fuel use, dimensions…)" });
  if (car.carType === "used" && !car.regplate) reasons.push({ code: "noRego", points: QUALITY_RULES.noRego, message: "No registration plate on a used car" });
  const days = Math.floor((now.getTime() - car.createdAt.getTime()) / DAY_MS);
  if (days > STALE_IN_STOCK_DAYS) reasons.push({ code: "staleInStock", points: QUALITY_RULES.staleInStock, message: `In stock for ${plural(days, "day")}` });
  else if (days > LONG_IN_STOCK_DAYS) reasons.push({ code: "longInStock", points: QUALITY_RULES.longInStock, message: `In stock for ${plural(days, "day")}` });
  const found = reasons.filter((reason): reason is QualityReason => reason !== null).sort((a, b) => b.points - a.points);
  return { score: Math.max(0, 100 - found.reduce((sum, reason) => sum + reason.points, 0)), reasons: found };
}

/** Worst listings first; among equals, the longest in stock first. */
export function compareListingQuality(a: { quality: ListingQuality; createdAt: Date }, b: { quality: ListingQuality; createdAt: Date }): number {
  return a.quality.score - b.quality.score || a.createdAt.getTime() - b.createdAt.getTime();
}

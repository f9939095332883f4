import { formatWholeNumber } from "@/domain/pricing/format-dollars";
import type { CarStatus } from "./car";

/** How many of the cars a site shows are in each state: sold cars stay visible for a few days (spec 000 §4). */
export type StockSummary = { inStock: number; comingSoon: number; recentlySold: number };

export const EMPTY_STOCK_SUMMARY: StockSummary = { inStock: 0, comingSoon: 0, recentlySold: 0 };

/** The counts per status of the shown cars; any other status (not shown on the site) counts as nothing. */
export function summariseStock(counts: readonly { status: CarStatus | string; count: number }[]): StockSummary {
  const of = (status: CarStatus) => counts.filter((row) => row.status === status).reduce((total, row) => total + row.count, 0);
  return { inStock: of("in_stock"), comingSoon: of("coming_soon"), recentlySold: of("sold") };
}

const vehicles = (count: number) => (count === 1 ? "vehicle" : "vehicles");

/**
 * What a count of the site's stock may say (issue 32, honesty): only cars for sale now are "in stock"; cars on their
 * way and cars sold in the last few days are labelled as what they are, or left out when there are none.
 */
export function stockSummaryParts(summary: StockSummary): { inStockWords: string; rest: string | null } {
  const rest = [
    summary.comingSoon > 0 ? `${formatWholeNumber(summary.comingSoon)} coming soon` : null,
    summary.recentlySold > 0 ? `${formatWholeNumber(summary.recentlySold)} recently sold` : null,
  ].filter((part) => part !== null);
  return { inStockWords: `${vehicles(summary.inStock)} in stock`, rest: rest.length > 0 ? `plus ${rest.join(" and ")}` : null };
}

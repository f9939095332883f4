import type { SortOption } from "@/domain/search/search-request";

/** The columns of a site's index that orders are computed from (`SiteIndex` has them all). */
export type SortColumns = {
  readonly size: number;
  readonly ids: Int32Array;
  readonly ranges: { readonly price: Int32Array; readonly km: Int32Array; readonly year: Int32Array };
  readonly subscriptionPrice: Int32Array;
  readonly createdAt: Float64Array;
  readonly sold: Uint8Array;
};

type Compare = (a: number, b: number) => number;

/**
 * Row orders for each sort option. Ties fall back to newest first and then id, so every order is total
 * and pages never repeat or skip a car. 'Most relevant' without words puts cars for sale before sold
 * ones, newest first.
 */
export function sortOrder(index: SortColumns, sortBy: SortOption): Int32Array {
  const { price, km, year } = index.ranges;
  const newest: Compare = (a, b) => index.createdAt[b]! - index.createdAt[a]! || index.ids[b]! - index.ids[a]!;
  const compares: Record<SortOption, Compare> = {
    relevance: (a, b) => index.sold[a]! - index.sold[b]! || newest(a, b),
    latest: newest,
    "price-asc": (a, b) => price[a]! - price[b]! || newest(a, b),
    "price-desc": (a, b) => price[b]! - price[a]! || newest(a, b),
    "km-asc": (a, b) => km[a]! - km[b]! || newest(a, b),
    "year-desc": (a, b) => year[b]! - year[a]! || newest(a, b),
    "subscription-asc": (a, b) => index.subscriptionPrice[a]! - index.subscriptionPrice[b]! || newest(a, b),
  };
  const rows = Int32Array.from({ length: index.size }, (_, i) => i);
  return rows.sort(compares[sortBy]);
}

/** Position of each row in the default order: breaks ties between equally relevant text matches. */
export function rankOf(order: Int32Array): Int32Array {
  const rank = new Int32Array(order.length);
  order.forEach((row, position) => { rank[row] = position; });
  return rank;
}

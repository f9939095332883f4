import { RANGE_ATTRIBUTES, type FacetAttribute, type RangeAttribute, type SortOption } from "@/domain/search/search-request";
import { countRow, type FacetColumn } from "./facet-column";

/** The rows a search starts from: all of them, or only cars with a price (price low to high) or a subscription price. */
export type RowScope = "all" | "priced" | "subscribed";

export type RangeStat = { min: number; max: number } | null;

/** Facet counts (by code) and slider stats over a set of rows. */
export type UnfilteredCounts = {
  facets: Map<FacetAttribute, Int32Array>;
  stats: Record<RangeAttribute, RangeStat>;
  count: number;
  bytes: number;
};

/** The columns of a site's index these counts read (`SiteIndex` has them all). */
export type CountedColumns = {
  readonly size: number;
  readonly facets: ReadonlyMap<FacetAttribute, FacetColumn>;
  readonly ranges: Readonly<Record<RangeAttribute, Int32Array>>;
  readonly subscriptionPrice: Int32Array;
  readonly sold: Uint8Array;
};

export function rowScopeOf(sortBy: SortOption): RowScope {
  return sortBy === "price-asc" ? "priced" : sortBy === "subscription-asc" ? "subscribed" : "all";
}

export function inScope(index: CountedColumns, scope: RowScope, row: number): boolean {
  if (scope === "priced") return index.ranges.price[row]! > 0;
  if (scope === "subscribed") return index.subscriptionPrice[row]! > 0;
  return true;
}

/**
 * Counts and stats of every unsold row in scope. Unsold rows are in every search's results until a
 * filter says otherwise, so these serve the commonest search (no filter, no words: a landing page) and,
 * minus the rows a broad search rejects, every broad search. Sold rows come and go with the site's sold
 * window and are added per search (there are few of them).
 */
export function unfilteredCounts(index: CountedColumns, scope: RowScope): UnfilteredCounts {
  const facets = new Map<FacetAttribute, Int32Array>();
  for (const [attribute, column] of index.facets) facets.set(attribute, new Int32Array(column.values.length));
  const rows: number[] = [];
  for (let row = 0; row < index.size; row++) if (index.sold[row] === 0 && inScope(index, scope, row)) rows.push(row);
  for (const [attribute, column] of index.facets) for (const row of rows) countRow(column, facets.get(attribute)!, row);
  const stats = {} as Record<RangeAttribute, RangeStat>;
  for (const attribute of RANGE_ATTRIBUTES) stats[attribute] = rangeStat(index.ranges[attribute], rows);
  let bytes = 0;
  for (const counts of facets.values()) bytes += counts.byteLength;
  return { facets, stats, count: rows.length, bytes };
}

/** Min and max of `values` over `rows`, widening `stat` (null: no rows yet). */
export function rangeStat(values: Int32Array, rows: ArrayLike<number>, stat: RangeStat = null): RangeStat {
  if (rows.length === 0) return stat;
  let min = stat?.min ?? Infinity;
  let max = stat?.max ?? -Infinity;
  for (let i = 0; i < rows.length; i++) {
    const value = values[rows[i]!]!;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { min, max };
}

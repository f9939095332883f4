import { RANGE_ATTRIBUTES, type FacetAttribute, type RangeAttribute } from "@/domain/search/search-request";
import { countRow, countRows } from "./facet-column";
import { ownFilter, type Filter } from "./search-filters";
import type { SiteIndex } from "./site-index";
import { inScope, rangeStat, type RangeStat, type RowScope, type UnfilteredCounts } from "./unfiltered-counts";

/** A search's rows sorted out: the results, per filter the rows failing only it, and every candidate failing any. */
export type SortedRows = {
  results: Int32Array;
  near: Int32Array[];
  rejected: Int32Array;
  failures: Uint8Array;
  failedFilter: Uint8Array;
};

export type Counted = { facetCounts: Map<FacetAttribute, Map<string, number>>; stats: Record<RangeAttribute, RangeStat> };

/**
 * Exact disjunctive counts: each facet counts the results plus the rows that failed only its own filter,
 * and each slider's stats are taken the same way. Given `visible` (the counts of every candidate, this
 * search's own copy), a facet's counts are those minus the rejected rows that count for nothing: for a
 * broad search without words that touches far fewer rows than counting the results.
 */
export function countFacets(index: SiteIndex, sorted: SortedRows, filters: readonly Filter[], visible: UnfilteredCounts | null): Counted {
  const facetCounts = new Map<FacetAttribute, Map<string, number>>();
  for (const [attribute, column] of index.facets) {
    const own = ownFilter(filters, "facet", attribute);
    let counts: Int32Array;
    if (visible) {
      counts = visible.facets.get(attribute)!;
      const { rejected, failures, failedFilter } = sorted;
      for (let i = 0; i < rejected.length; i++) {
        const row = rejected[i]!;
        // A row failing only this facet's own filter still counts towards this facet.
        if (failures[row] !== 1 || failedFilter[row] !== own) countRow(column, counts, row, -1);
      }
    } else {
      counts = new Int32Array(column.values.length);
      countRows(column, counts, sorted.results);
      if (own >= 0) countRows(column, counts, sorted.near[own]!);
    }
    const values = new Map<string, number>();
    for (let code = 1; code < counts.length; code++) if (counts[code]! > 0) values.set(column.values[code]!, counts[code]!);
    facetCounts.set(attribute, values);
  }

  const stats = {} as Record<RangeAttribute, RangeStat>;
  for (const attribute of RANGE_ATTRIBUTES) {
    const own = ownFilter(filters, "range", attribute);
    const values = index.ranges[attribute];
    stats[attribute] = visible && filters.length === 0
      ? visible.stats[attribute]
      : rangeStat(values, own >= 0 ? sorted.near[own]! : EMPTY_ROWS, rangeStat(values, sorted.results));
  }
  return { facetCounts, stats };
}

const EMPTY_ROWS = new Int32Array(0);

/**
 * Counts and stats of every row a search without words starts from, in arrays of its own: the unsold
 * rows in scope (precomputed once per index), plus the sold rows still in the site's window.
 */
export function visibleCounts(index: SiteIndex, scope: RowScope, soldSince: number): UnfilteredCounts {
  const unsold = index.unfilteredCounts(scope);
  const facets = new Map<FacetAttribute, Int32Array>();
  for (const [attribute, counts] of unsold.facets) facets.set(attribute, Int32Array.from(counts));
  const soldRows: number[] = [];
  for (const row of index.soldRows) if (index.soldAt[row]! >= soldSince && inScope(index, scope, row)) soldRows.push(row);
  for (const [attribute, column] of index.facets) for (const row of soldRows) countRow(column, facets.get(attribute)!, row);
  const stats = {} as Record<RangeAttribute, RangeStat>;
  for (const attribute of RANGE_ATTRIBUTES) stats[attribute] = rangeStat(index.ranges[attribute], soldRows, unsold.stats[attribute]);
  return { facets, stats, count: unsold.count + soldRows.length, bytes: 0 };
}

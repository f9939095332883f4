import type { FacetAttribute, RangeAttribute, SearchRequest } from "@/domain/search/search-request";
import { parseTextQuery } from "@/domain/search/text-query";
import { countFacets, visibleCounts, type SortedRows } from "./facet-counts";
import { pageByScore, pageInOrder } from "./result-page";
import { scratchFor, type SearchScratch } from "./search-scratch";
import { compileFilters, markFailures, type Filter } from "./search-filters";
import type { SiteIndex } from "./site-index";
import type { TextMatch } from "./text-index";
import { inScope, rowScopeOf, type RangeStat, type RowScope } from "./unfiltered-counts";

export type IndexSearchResult = {
  /** Car ids of the requested page, in order. */
  pageIds: number[];
  count: number;
  /** Disjunctive counts per facet value: each facet counts cars matching every filter except its own. */
  facetCounts: Map<FacetAttribute, Map<string, number>>;
  stats: Record<RangeAttribute, RangeStat>;
};

/**
 * Runs one search over a site index. One pass over the candidate rows sorts them into the results
 * (failing no filter), per filter the rows failing only that filter, and the rows failing any. Facets
 * and sliders are then counted from those (facet-counts.ts) and the page is read in the sort's order.
 */
export function runSearch(index: SiteIndex, request: SearchRequest, now: Date, includeSoldCarsDays: number): IndexSearchResult {
  const filters = compileFilters(index, request);
  const soldSince = now.getTime() - includeSoldCarsDays * 86_400_000;
  const scope = rowScopeOf(request.sortBy);
  const scratch = scratchFor(index.size);
  const words = parseTextQuery(request.query);
  const textMatch = words.length > 0 ? index.text.match(words, index.size, scratch) : null;
  const sorted = sortRows(index, filters, scratch, { textMatch, scope, soldSince });
  // Without words, a broad search is counted down from every visible row's counts (see countFacets).
  const broad = !textMatch && sorted.rejected.length < sorted.results.length;
  const { facetCounts, stats } = countFacets(index, sorted, filters, broad ? visibleCounts(index, scope, soldSince) : null);

  const offset = (request.page - 1) * request.hitsPerPage;
  const pageRows =
    textMatch && request.sortBy === "relevance"
      ? pageByScore(textMatch, scratch.matched, index.rank(), offset, request.hitsPerPage)
      : pageInOrder(index.order(request.sortBy), scratch.matched, offset, request.hitsPerPage, sorted.results.length);
  return { pageIds: pageRows.map((row) => index.ids[row]!), count: sorted.results.length, facetCounts, stats };
}

type Candidates = { textMatch: TextMatch | null; scope: RowScope; soldSince: number };

/** Filters are evaluated column by column (tight loops over typed arrays), then the candidate rows are sorted out. */
function sortRows(index: SiteIndex, filters: readonly Filter[], scratch: SearchScratch, { textMatch, scope, soldSince }: Candidates): SortedRows {
  const { matched, failures, failedFilter, resultRows, nearRows, nearFilter, rejectedRows } = scratch;
  matched.fill(0, 0, index.size);
  failures.fill(0, 0, index.size);
  filters.forEach((filter, f) => markFailures(filter, f, failures, failedFilter, index.size));
  let resultCount = 0;
  let nearCount = 0;
  let rejectedCount = 0;
  const candidateCount = textMatch ? textMatch.rows.length : index.size;
  for (let i = 0; i < candidateCount; i++) {
    const row = textMatch ? textMatch.rows[i]! : i;
    if (index.sold[row] === 1 && index.soldAt[row]! < soldSince) continue;
    if (scope !== "all" && !inScope(index, scope, row)) continue;
    const failed = failures[row];
    if (failed === 0) {
      matched[row] = 1;
      resultRows[resultCount++] = row;
      continue;
    }
    rejectedRows[rejectedCount++] = row;
    if (failed === 1) {
      nearRows[nearCount] = row;
      nearFilter[nearCount++] = failedFilter[row]!;
    }
  }
  return {
    results: resultRows.subarray(0, resultCount),
    near: groupByFilter(nearRows.subarray(0, nearCount), nearFilter, filters.length),
    rejected: rejectedRows.subarray(0, rejectedCount),
    failures,
    failedFilter,
  };
}

/** The rows that failed only filter f, for each f, from rows tagged with the filter they failed. */
function groupByFilter(rows: Int32Array, filterOf: Uint8Array, filterCount: number): Int32Array[] {
  const sizes = new Int32Array(filterCount);
  for (let i = 0; i < rows.length; i++) sizes[filterOf[i]!]!++;
  const groups = Array.from(sizes, (size) => new Int32Array(size));
  const filled = new Int32Array(filterCount);
  for (let i = 0; i < rows.length; i++) {
    const f = filterOf[i]!;
    groups[f]![filled[f]!++] = rows[i]!;
  }
  return groups;
}

/** Per facet value a map entry, per facet a map, per hit an id: about what a cached result holds. */
const RESULT_BYTES = { base: 256, facet: 96, facetValue: 48, hit: 8 };

/** About how much memory a search result takes while it is cached (its value strings belong to the index). */
export function estimateResultBytes(result: IndexSearchResult): number {
  let bytes = RESULT_BYTES.base + result.pageIds.length * RESULT_BYTES.hit;
  for (const values of result.facetCounts.values()) bytes += RESULT_BYTES.facet + values.size * RESULT_BYTES.facetValue;
  return bytes;
}

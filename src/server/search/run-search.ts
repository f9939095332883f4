import { RANGE_ATTRIBUTES, type FacetAttribute, type RangeAttribute, type SearchRequest } from "@/domain/search/search-request";
import { parseTextQuery } from "@/domain/search/text-query";
import { countRows, rowMatches, selectionMask, type FacetColumn } from "./facet-column";
import type { SiteIndex } from "./site-index";
import { rankOf } from "./sort-order";

type Filter =
  | { kind: "facet"; attribute: FacetAttribute; column: FacetColumn | undefined; mask: Uint8Array }
  | { kind: "range"; attribute: RangeAttribute; values: Int32Array; min: number; max: number };

type Stat = { min: number; max: number } | null;

export type IndexSearchResult = {
  /** Car ids of the requested page, in order. */
  pageIds: number[];
  count: number;
  /** Disjunctive counts per facet value: each facet counts cars matching every filter except its own. */
  facetCounts: Map<FacetAttribute, Map<string, number>>;
  stats: Record<RangeAttribute, Stat>;
};

/**
 * Runs one search over a site index. One pass over the candidate rows sorts them into the results
 * (failing no filter) and, per filter, the rows failing only that filter. A facet then counts the
 * results plus the rows that failed only its own filter — the disjunctive counts a shopper needs to
 * see what else a facet offers — and each slider's stats are taken the same way.
 */
export function runSearch(index: SiteIndex, request: SearchRequest, now: Date, includeSoldCarsDays: number): IndexSearchResult {
  const filters = compileFilters(index, request);
  const soldSince = now.getTime() - includeSoldCarsDays * 86_400_000;
  const words = parseTextQuery(request.query);
  const textMatch = words.length > 0 ? index.text.match(words, index.size) : null;
  const { price } = index.ranges;
  const excludeUnpriced = request.sortBy === "price-asc";
  const excludeUnsubscribed = request.sortBy === "subscription-asc";

  // Scratch space reused by every search of this index (searching is synchronous): no garbage per query.
  const { matched, failures, failedFilter, resultRows, nearRows, nearFilter } = index.scratch;
  matched.fill(0);
  failures.fill(0);
  // Filters are evaluated column by column (tight loops over typed arrays), then rows are sorted out.
  filters.forEach((filter, f) => markFailures(filter, f, failures, failedFilter, index.size));
  let resultCount = 0;
  let nearCount = 0;
  const candidateCount = textMatch ? textMatch.rows.length : index.size;
  for (let i = 0; i < candidateCount; i++) {
    const row = textMatch ? textMatch.rows[i]! : i;
    if (index.sold[row] === 1 && index.soldAt[row]! < soldSince) continue;
    if (excludeUnpriced && price[row]! <= 0) continue;
    if (excludeUnsubscribed && index.subscriptionPrice[row]! <= 0) continue;
    const failed = failures[row];
    if (failed === 0) {
      matched[row] = 1;
      resultRows[resultCount++] = row;
    } else if (failed === 1) {
      nearRows[nearCount] = row;
      nearFilter[nearCount++] = failedFilter[row]!;
    }
  }
  const results = resultRows.subarray(0, resultCount);
  const failedOnly = groupByFilter(nearRows.subarray(0, nearCount), nearFilter, filters.length);

  const facetCounts = new Map<FacetAttribute, Map<string, number>>();
  for (const [attribute, column] of index.facets) {
    const own = filters.findIndex((filter) => filter.kind === "facet" && filter.attribute === attribute);
    const counts = new Int32Array(column.values.length);
    countRows(column, counts, results);
    if (own >= 0) countRows(column, counts, failedOnly[own]!);
    const values = new Map<string, number>();
    for (let code = 1; code < counts.length; code++) if (counts[code]! > 0) values.set(column.values[code]!, counts[code]!);
    facetCounts.set(attribute, values);
  }

  const stats = {} as Record<RangeAttribute, Stat>;
  for (const attribute of RANGE_ATTRIBUTES) {
    const own = filters.findIndex((filter) => filter.kind === "range" && filter.attribute === attribute);
    const values = index.ranges[attribute];
    stats[attribute] = widen(widen(null, values, results), values, own >= 0 ? failedOnly[own]! : EMPTY_ROWS);
  }

  const offset = (request.page - 1) * request.hitsPerPage;
  const pageRows =
    textMatch && request.sortBy === "relevance"
      ? pageByScore(index, textMatch, matched, offset, request.hitsPerPage)
      : pageInOrder(index.order(request.sortBy), matched, offset, request.hitsPerPage, resultCount);
  return { pageIds: pageRows.map((row) => index.ids[row]!), count: resultCount, facetCounts, stats };
}

function compileFilters(index: SiteIndex, request: SearchRequest): Filter[] {
  const filters: Filter[] = [];
  for (const [attribute, selected] of Object.entries(request.filters) as [FacetAttribute, string[]][]) {
    const column = index.facets.get(attribute);
    filters.push({ kind: "facet", attribute, column, mask: column ? selectionMask(column, selected) : new Uint8Array(0) });
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = request.ranges[attribute];
    if (!range) continue;
    filters.push({ kind: "range", attribute, values: index.ranges[attribute], min: range.min ?? -Infinity, max: range.max ?? Infinity });
  }
  return filters;
}

/** Counts filter f's failure on every row it rejects (capped at 2: only 0 and 1 matter) and remembers f. */
function markFailures(filter: Filter, f: number, failures: Uint8Array, failedFilter: Uint8Array, size: number): void {
  const fail = (row: number) => {
    if (failures[row]! < 2) failures[row] = failures[row]! + 1;
    failedFilter[row] = f;
  };
  if (filter.kind === "range") {
    const { values, min, max } = filter;
    for (let row = 0; row < size; row++) {
      const value = values[row]!;
      if (value < min || value > max) fail(row);
    }
    return;
  }
  const { column, mask } = filter;
  if (!column) {
    for (let row = 0; row < size; row++) fail(row);
    return;
  }
  if (column.offsets === null) {
    const { codes } = column;
    for (let row = 0; row < size; row++) if (mask[codes[row]!] !== 1) fail(row);
    return;
  }
  for (let row = 0; row < size; row++) if (!rowMatches(column, mask, row)) fail(row);
}

function widen(stat: Stat, values: Int32Array, rows: Int32Array): Stat {
  if (rows.length === 0) return stat;
  let min = stat?.min ?? Infinity;
  let max = stat?.max ?? -Infinity;
  for (const row of rows) {
    const value = values[row]!;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { min, max };
}

const EMPTY_ROWS = new Int32Array(0);

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

function pageInOrder(order: Int32Array, matched: Uint8Array, offset: number, limit: number, total: number): number[] {
  const page: number[] = [];
  if (limit === 0 || offset >= total) return page;
  let seen = 0;
  for (const row of order) {
    if (matched[row] !== 1) continue;
    if (seen++ < offset) continue;
    page.push(row);
    if (page.length === limit) break;
  }
  return page;
}

const relevanceRanks = new WeakMap<SiteIndex, Int32Array>();

/** Text matches by score, ties in the default ('most relevant' without words) order. */
function pageByScore(index: SiteIndex, textMatch: { rows: Int32Array; scores: Float32Array }, matched: Uint8Array, offset: number, limit: number): number[] {
  if (limit === 0) return [];
  let rank = relevanceRanks.get(index);
  if (!rank) {
    rank = rankOf(index.order("relevance"));
    relevanceRanks.set(index, rank);
  }
  const candidates: number[] = [];
  textMatch.rows.forEach((row, i) => { if (matched[row] === 1) candidates.push(i); });
  candidates.sort((a, b) => textMatch.scores[b]! - textMatch.scores[a]! || rank[textMatch.rows[a]!]! - rank[textMatch.rows[b]!]!);
  return candidates.slice(offset, offset + limit).map((i) => textMatch.rows[i]!);
}

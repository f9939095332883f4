import { RANGE_ATTRIBUTES, type FacetAttribute, type RangeAttribute, type SearchRequest } from "@/domain/search/search-request";
import { parseTextQuery } from "@/domain/search/text-query";
import { countRow, rowMatches, selectionMask, type FacetColumn } from "./facet-column";
import type { SiteIndex } from "./site-index";
import { rankOf } from "./sort-order";

type Filter =
  | { kind: "facet"; attribute: FacetAttribute; column: FacetColumn | undefined; mask: Uint8Array }
  | { kind: "range"; attribute: RangeAttribute; values: Int32Array; min: number; max: number };

export type IndexSearchResult = {
  /** Car ids of the requested page, in order. */
  pageIds: number[];
  count: number;
  /** Disjunctive counts per facet value: each facet counts cars matching every filter except its own. */
  facetCounts: Map<FacetAttribute, Map<string, number>>;
  stats: Record<RangeAttribute, { min: number; max: number } | null>;
};

type Stat = { min: number; max: number } | null;

/**
 * Runs one search over a site index in a single pass. A car failing no filter is a result and counts
 * towards every facet and every slider's stats; a car failing exactly one filter counts only towards
 * that filter's own facet (or slider): the disjunctive counts a shopper needs to see what else a facet
 * offers. Cars failing two or more filters count nowhere.
 */
export function runSearch(index: SiteIndex, request: SearchRequest, now: Date, includeSoldCarsDays: number): IndexSearchResult {
  const filters = compileFilters(index, request);
  const counts = new Map<FacetAttribute, Int32Array>();
  for (const [attribute, column] of index.facets) counts.set(attribute, new Int32Array(column.values.length));
  const stats: Record<RangeAttribute, Stat> = { price: null, km: null, year: null };
  const widen = (attribute: RangeAttribute, row: number) => {
    const value = index.ranges[attribute][row]!;
    const stat = stats[attribute];
    if (stat === null) stats[attribute] = { min: value, max: value };
    else if (value < stat.min) stat.min = value;
    else if (value > stat.max) stat.max = value;
  };

  const soldSince = now.getTime() - includeSoldCarsDays * 86_400_000;
  const words = parseTextQuery(request.query);
  const textMatch = words.length > 0 ? index.text.match(words, index.size) : null;
  const matched = index.scratch;
  matched.fill(0);
  let count = 0;

  const visit = (row: number) => {
    if (index.sold[row] === 1 && index.soldAt[row]! < soldSince) return;
    if (request.sortBy === "price-asc" && index.ranges.price[row]! <= 0) return;
    if (request.sortBy === "subscription-asc" && index.subscriptionPrice[row]! <= 0) return;
    let failed = -1;
    let failures = 0;
    for (let f = 0; f < filters.length; f++) {
      if (!passes(filters[f]!, row)) {
        failed = f;
        if (++failures > 1) return;
      }
    }
    if (failures === 0) {
      matched[row] = 1;
      count++;
      for (const [attribute, column] of index.facets) countRow(column, counts.get(attribute)!, row);
      for (const attribute of RANGE_ATTRIBUTES) widen(attribute, row);
      return;
    }
    const filter = filters[failed]!;
    if (filter.kind === "range") widen(filter.attribute, row);
    else if (filter.column) countRow(filter.column, counts.get(filter.attribute)!, row);
  };
  if (textMatch) for (const row of textMatch.rows) visit(row);
  else for (let row = 0; row < index.size; row++) visit(row);

  const offset = (request.page - 1) * request.hitsPerPage;
  const pageRows =
    textMatch && request.sortBy === "relevance"
      ? pageByScore(index, textMatch, matched, offset, request.hitsPerPage)
      : pageInOrder(index.order(request.sortBy), matched, offset, request.hitsPerPage);

  const facetCounts = new Map<FacetAttribute, Map<string, number>>();
  for (const [attribute, column] of index.facets) {
    const values = new Map<string, number>();
    const columnCounts = counts.get(attribute)!;
    for (let code = 1; code < column.values.length; code++) if (columnCounts[code]! > 0) values.set(column.values[code]!, columnCounts[code]!);
    facetCounts.set(attribute, values);
  }
  return { pageIds: pageRows.map((row) => index.ids[row]!), count, facetCounts, stats };
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

function passes(filter: Filter, row: number): boolean {
  if (filter.kind === "range") {
    const value = filter.values[row]!;
    return value >= filter.min && value <= filter.max;
  }
  return filter.column !== undefined && rowMatches(filter.column, filter.mask, row);
}

function pageInOrder(order: Int32Array, matched: Uint8Array, offset: number, limit: number): number[] {
  const page: number[] = [];
  if (limit === 0) return page;
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

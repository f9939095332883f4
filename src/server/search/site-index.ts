import type { FacetAttribute, RangeAttribute, SortOption } from "@/domain/search/search-request";
import { buildPlainSearchDictionary, type PlainSearchDictionary, type PlainSearchValues } from "@/domain/search/plain-search-dictionary";
import { facetColumnBytes, type FacetColumn } from "./facet-column";
import type { TextIndex } from "./text-index";
import { rankOf, sortOrder } from "./sort-order";
import { unfilteredCounts, type RowScope, type UnfilteredCounts } from "./unfiltered-counts";

/** A site's cars as columns, one entry per car (row) in each. */
export type SiteColumns = {
  ids: Int32Array;
  facets: ReadonlyMap<FacetAttribute, FacetColumn>;
  ranges: Record<RangeAttribute, Int32Array>;
  subscriptionPrice: Int32Array;
  createdAt: Float64Array;
  /** Milliseconds since the epoch when sold, 0 when not sold. */
  soldAt: Float64Array;
  sold: Uint8Array;
  text: TextIndex;
};

/**
 * A site's searchable stock in columns: facet codes, numbers for ranges and sorting, and a text index.
 * Built from the database when first searched (site-index-builder.ts) and rebuilt when the site's stock
 * version changes.
 * Sort orders, unfiltered counts and the plain-search dictionary are derived on first use and kept; `memoryBytes`
 * counts them all.
 */
export class SiteIndex {
  readonly size: number;
  readonly ids: Int32Array;
  /** The facets the site's cars carry (e.g. no item_type on a car-only site). */
  readonly facets: ReadonlyMap<FacetAttribute, FacetColumn>;
  readonly ranges: Record<RangeAttribute, Int32Array>;
  readonly subscriptionPrice: Int32Array;
  readonly createdAt: Float64Array;
  /** Milliseconds since the epoch when sold, 0 when not sold. */
  readonly soldAt: Float64Array;
  readonly sold: Uint8Array;
  /** The sold rows (ascending): the only ones whose visibility changes with time (the site's sold window). */
  readonly soldRows: Int32Array;
  readonly text: TextIndex;
  private readonly orders = new Map<SortOption, Int32Array>();
  private relevanceRank: Int32Array | null = null;
  private readonly unfiltered = new Map<RowScope, UnfilteredCounts>();
  private dictionary: { words: PlainSearchDictionary; bytes: number } | null = null;

  constructor(columns: SiteColumns) {
    ({ ids: this.ids, facets: this.facets, ranges: this.ranges, subscriptionPrice: this.subscriptionPrice, createdAt: this.createdAt } = columns);
    ({ soldAt: this.soldAt, sold: this.sold, text: this.text } = columns);
    this.size = this.ids.length;
    const soldRows: number[] = [];
    this.sold.forEach((sold, row) => { if (sold === 1) soldRows.push(row); });
    this.soldRows = Int32Array.from(soldRows);
  }

  /** Row numbers in this sort's order, computed on first use. */
  order(sortBy: SortOption): Int32Array {
    let order = this.orders.get(sortBy);
    if (!order) {
      order = sortOrder(this, sortBy);
      this.orders.set(sortBy, order);
    }
    return order;
  }

  /** Each row's position in the default order: breaks ties between equally relevant text matches. */
  rank(): Int32Array {
    this.relevanceRank ??= rankOf(this.order("relevance"));
    return this.relevanceRank;
  }

  /** Facet counts and stats of every unsold row in `scope`, computed on first use (see unfiltered-counts.ts). */
  unfilteredCounts(scope: RowScope): UnfilteredCounts {
    let counts = this.unfiltered.get(scope);
    if (!counts) {
      counts = unfilteredCounts(this, scope);
      this.unfiltered.set(scope, counts);
    }
    return counts;
  }

  /** What a shopper's words can name: every value of every facet the site's cars carry, sold ones in the window included. */
  plainSearchDictionary(): PlainSearchDictionary {
    if (!this.dictionary) {
      const values: PlainSearchValues = Object.fromEntries([...this.facets].map(([attribute, column]) => [attribute, column.values.slice(1)]));
      this.dictionary = { words: buildPlainSearchDictionary(values), bytes: dictionaryBytes(values) };
    }
    return this.dictionary.words;
  }

  /**
   * About how much memory the index holds: its typed arrays, facet values and words as stored, and what it
   * derived since (orders, ranks, unfiltered counts, the plain-search dictionary). An estimate for the engine's memory budget, not a measure.
   */
  memoryBytes(): number {
    let bytes = this.ids.byteLength + this.subscriptionPrice.byteLength + this.createdAt.byteLength + this.soldAt.byteLength;
    bytes += this.sold.byteLength + this.soldRows.byteLength + this.text.bytes + (this.relevanceRank?.byteLength ?? 0);
    for (const values of Object.values(this.ranges)) bytes += values.byteLength;
    for (const column of this.facets.values()) bytes += facetColumnBytes(column);
    for (const order of this.orders.values()) bytes += order.byteLength;
    for (const counts of this.unfiltered.values()) bytes += counts.bytes;
    bytes += this.dictionary?.bytes ?? 0;
    return bytes;
  }
}

/** A dictionary holds each value a few times over (its phrase key, its words, a misspelling target): about 4 entries of 64 bytes. */
function dictionaryBytes(values: PlainSearchValues): number {
  let bytes = 0;
  for (const list of Object.values(values)) for (const value of list ?? []) bytes += 4 * (64 + 2 * value.length);
  return bytes;
}

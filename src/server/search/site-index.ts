import type { SearchIndexRow } from "@/db/queries/search-index";
import type { SiteConfig } from "@/domain/site/site-config-schema";
import { FACET_ATTRIBUTES, type FacetAttribute, type RangeAttribute, type SortOption } from "@/domain/search/search-request";
import { bucketValue, KM_BUCKET_EDGES, PRICE_BUCKET_EDGES, WEEKLY_PRICE_BUCKET_EDGES } from "@/domain/search/numeric-buckets";
import { filterableFeaturesOf } from "@/domain/search/filterable-features";
import { siteWeeklyEstimate } from "@/domain/finance/weekly-estimate";
import { buildFacetColumn, facetColumnBytes, type FacetColumn } from "./facet-column";
import { documentTerms, TextIndex, type TokenMemo } from "./text-index";
import { rankOf, sortOrder } from "./sort-order";
import { unfilteredCounts, type RowScope, type UnfilteredCounts } from "./unfiltered-counts";

type FacetSource = (row: SearchIndexRow, weekly: number | null) => string | string[] | null;

const text = (value: string | null) => value;
/** How each facet attribute is read from a car (spec 000 §3 "Facet attributes"). */
export const FACET_SOURCES: Record<FacetAttribute, FacetSource> = {
  make: (r) => r.make,
  model: (r) => r.model,
  make_model: (r) => `${r.make} > ${r.model}`,
  badge: (r) => text(r.badge),
  body: (r) => text(r.body),
  fuel: (r) => text(r.fuel),
  transmission: (r) => text(r.transmission),
  drive: (r) => text(r.drive),
  colour: (r) => text(r.colour),
  seats: (r) => (r.seats === null ? null : String(r.seats)),
  year: (r) => String(r.year),
  car_type: (r) => r.carType,
  status: (r) => r.status,
  tag: (r) => text(r.tag),
  certified: (r) => String(r.certified),
  city: (r) => text(r.city),
  state: (r) => text(r.state),
  location_name: (r) => text(r.locationName),
  dealership_name: (r) => r.dealershipName,
  item_type: (r) => text(r.itemType),
  categories: (r) => r.categories,
  filtered_features: (r) => filterableFeaturesOf(r.features),
  // Spec 000 §4: a price of 10 dollars or less is no price, so it has no price bucket.
  price_range: (r) => (r.price > 10 ? bucketValue(PRICE_BUCKET_EDGES, r.price) : null),
  weekly_price_range: (_, weekly) => (weekly === null ? null : bucketValue(WEEKLY_PRICE_BUCKET_EDGES, weekly)),
  km: (r) => bucketValue(KM_BUCKET_EDGES, r.km),
};

/**
 * A site's searchable stock in columns: facet codes, numbers for ranges and sorting, and a text index.
 * Built from the database when first searched and rebuilt when the site's stock version changes.
 * Sort orders and unfiltered counts are derived on first use and kept; `memoryBytes` counts them all.
 */
export class SiteIndex {
  readonly size: number;
  readonly ids: Int32Array;
  readonly facets = new Map<FacetAttribute, FacetColumn>();
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

  constructor(rows: SearchIndexRow[], config: SiteConfig) {
    this.size = rows.length;
    this.ids = Int32Array.from(rows, (r) => r.id);
    const weekly = rows.map((r) => siteWeeklyEstimate(r.price, config));
    for (const attribute of FACET_ATTRIBUTES) {
      const column = buildFacetColumn(rows.map((r, i) => FACET_SOURCES[attribute](r, weekly[i]!)));
      // Facets the data does not carry (e.g. item_type on a car-only site) are left out of the response.
      if (column.values.length > 1) this.facets.set(attribute, column);
    }
    this.ranges = { price: Int32Array.from(rows, (r) => r.price), km: Int32Array.from(rows, (r) => r.km), year: Int32Array.from(rows, (r) => r.year) };
    this.subscriptionPrice = Int32Array.from(rows, (r) => r.subscriptionPrice ?? 0);
    this.createdAt = Float64Array.from(rows, (r) => r.createdAt.getTime());
    this.soldAt = Float64Array.from(rows, (r) => (r.status === "sold" && r.soldAt ? r.soldAt.getTime() : 0));
    this.sold = Uint8Array.from(rows, (r) => (r.status === "sold" ? 1 : 0));
    this.soldRows = Int32Array.from(rows.flatMap((r, row) => (r.status === "sold" ? [row] : [])));
    const memo: TokenMemo = new Map();
    this.text = new TextIndex(
      rows.map((r) => ({
        title: documentTerms([r.make, r.model, r.badge, r.series, r.colour, r.body, r.fuel, r.transmission, r.drive, String(r.year)], memo),
        body: documentTerms([r.dealerComments, ...r.features], memo),
        stocknum: r.stocknum,
        vin: r.vin,
      })),
    );
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

  /**
   * About how much memory the index holds: its typed arrays, facet values and words as stored, and what it
   * derived since (orders, ranks, unfiltered counts). An estimate for the engine's memory budget, not a measure.
   */
  memoryBytes(): number {
    let bytes = this.ids.byteLength + this.subscriptionPrice.byteLength + this.createdAt.byteLength + this.soldAt.byteLength;
    bytes += this.sold.byteLength + this.soldRows.byteLength + this.text.bytes + (this.relevanceRank?.byteLength ?? 0);
    for (const values of Object.values(this.ranges)) bytes += values.byteLength;
    for (const column of this.facets.values()) bytes += facetColumnBytes(column);
    for (const order of this.orders.values()) bytes += order.byteLength;
    for (const counts of this.unfiltered.values()) bytes += counts.bytes;
    return bytes;
  }
}

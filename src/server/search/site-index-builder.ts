import type { SearchIndexRow } from "@/db/queries/search-index";
import type { SiteConfig } from "@/domain/site/site-config-schema";
import { FACET_ATTRIBUTES, RANGE_ATTRIBUTES, type FacetAttribute, type RangeAttribute } from "@/domain/search/search-request";
import { bucketValue, KM_BUCKET_EDGES, PRICE_BUCKET_EDGES, WEEKLY_PRICE_BUCKET_EDGES } from "@/domain/search/numeric-buckets";
import { filterableFeaturesOf } from "@/domain/search/filterable-features";
import { carWeeklyEstimate } from "@/domain/finance/weekly-estimate";
import { FacetColumnBuilder, type FacetColumn } from "./facet-column";
import { SiteIndex } from "./site-index";
import { TextIndexBuilder } from "./text-index";

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

/** The attributes a car may have several values of. */
const MULTI_VALUED: ReadonlySet<FacetAttribute> = new Set(["categories", "filtered_features"]);

/**
 * Builds a site's index batch by batch, so the rows of a large site are never all in memory at once:
 * each batch is turned into codes, numbers and postings and can then be collected.
 */
export class SiteIndexBuilder {
  private readonly ids: number[] = [];
  private readonly facets = new Map(FACET_ATTRIBUTES.map((attribute) => [attribute, new FacetColumnBuilder(MULTI_VALUED.has(attribute))]));
  private readonly ranges: Record<RangeAttribute, number[]> = { price: [], km: [], year: [] };
  private readonly subscriptionPrice: number[] = [];
  private readonly createdAt: number[] = [];
  private readonly soldAt: number[] = [];
  private readonly sold: number[] = [];
  private readonly text = new TextIndexBuilder();

  /** `now` judges the finance rule's age limit behind the weekly price facet; an index lives minutes, not years. */
  constructor(
    private readonly config: SiteConfig,
    private readonly now = new Date(),
  ) {}

  /** Adds cars in id order. */
  add(rows: readonly SearchIndexRow[]): this {
    for (const row of rows) {
      this.ids.push(row.id);
      const weekly = carWeeklyEstimate(row, this.config, this.now);
      for (const [attribute, column] of this.facets) column.add(FACET_SOURCES[attribute](row, weekly));
      for (const attribute of RANGE_ATTRIBUTES) this.ranges[attribute].push(row[attribute]);
      this.subscriptionPrice.push(row.subscriptionPrice ?? 0);
      this.createdAt.push(row.createdAt.getTime());
      this.sold.push(row.status === "sold" ? 1 : 0);
      this.soldAt.push(row.status === "sold" ? (row.soldAt?.getTime() ?? 0) : 0);
      this.text.add({
        title: [row.make, row.model, row.badge, row.series, row.colour, row.body, row.fuel, row.transmission, row.drive, String(row.year)],
        body: [row.dealerComments, ...row.features],
        stocknum: row.stocknum,
        vin: row.vin,
      });
    }
    return this;
  }

  build(): SiteIndex {
    const facets = new Map<FacetAttribute, FacetColumn>();
    for (const [attribute, builder] of this.facets) {
      const column = builder.build();
      // Facets the data does not carry (e.g. item_type on a car-only site) are left out of the response.
      if (column.values.length > 1) facets.set(attribute, column);
    }
    return new SiteIndex({
      ids: Int32Array.from(this.ids),
      facets,
      ranges: { price: Int32Array.from(this.ranges.price), km: Int32Array.from(this.ranges.km), year: Int32Array.from(this.ranges.year) },
      subscriptionPrice: Int32Array.from(this.subscriptionPrice),
      createdAt: Float64Array.from(this.createdAt),
      soldAt: Float64Array.from(this.soldAt),
      sold: Uint8Array.from(this.sold),
      text: this.text.build(),
    });
  }
}

/** A site's index from rows already in memory (tests and benchmarks). */
export function buildSiteIndex(rows: readonly SearchIndexRow[], config: SiteConfig, now = new Date()): SiteIndex {
  return new SiteIndexBuilder(config, now).add(rows).build();
}

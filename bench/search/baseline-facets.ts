import { sql, type SQL } from "drizzle-orm";
import { cars, dealerships } from "@/db/schema";
import { KM_BUCKET_EDGES, PRICE_BUCKET_EDGES, WEEKLY_PRICE_BUCKET_EDGES, type BucketEdges } from "@/domain/search/numeric-buckets";
import { FILTERABLE_FEATURES } from "@/domain/search/filterable-features";
import type { FacetAttribute, RangeAttribute } from "@/domain/search/search-request";

/**
 * The naive baseline's view of each facet: an SQL expression per car, grouped and counted as it stands.
 * Array attributes are unnested. The weekly estimate is approximated as price × 0.0046 (about 8.5 % over
 * five years): the same work for the database as the site's real finance formula, not the same buckets.
 */
export type BaselineFacet = { kind: "scalar"; value: SQL } | { kind: "array"; values: SQL; only?: readonly string[] };

function bucket(edges: BucketEdges, amount: SQL): SQL {
  const cases = edges.map((edge, i) => {
    const label = i === edges.length - 1 ? `${edge}-` : `${edge}-${edges[i + 1]}`;
    return sql`when ${amount} >= ${edge} then ${label}`;
  });
  return sql`(case ${sql.join(cases.reverse(), sql` `)} end)`;
}

const scalar = (value: SQL): BaselineFacet => ({ kind: "scalar", value });

export const BASELINE_FACETS: Record<FacetAttribute, BaselineFacet> = {
  make: scalar(sql`${cars.make}`),
  model: scalar(sql`${cars.model}`),
  make_model: scalar(sql`${cars.make} || ' ' || ${cars.model}`),
  badge: scalar(sql`${cars.badge}`),
  body: scalar(sql`${cars.body}`),
  fuel: scalar(sql`${cars.fuel}`),
  transmission: scalar(sql`${cars.transmission}`),
  drive: scalar(sql`${cars.drive}`),
  colour: scalar(sql`${cars.colour}`),
  seats: scalar(sql`${cars.seats}::text`),
  year: scalar(sql`${cars.year}::text`),
  car_type: scalar(sql`${cars.carType}`),
  status: scalar(sql`${cars.status}`),
  tag: scalar(sql`${cars.tag}`),
  certified: scalar(sql`${cars.certified}::text`),
  city: scalar(sql`${cars.city}`),
  state: scalar(sql`${cars.state}`),
  location_name: scalar(sql`${cars.locationName}`),
  dealership_name: scalar(sql`${dealerships.name}`),
  item_type: scalar(sql`${cars.itemType}`),
  categories: { kind: "array", values: sql`${cars.categories}` },
  filtered_features: { kind: "array", values: sql`${cars.features}`, only: FILTERABLE_FEATURES },
  price_range: scalar(bucket(PRICE_BUCKET_EDGES, sql`${cars.price}`)),
  weekly_price_range: scalar(bucket(WEEKLY_PRICE_BUCKET_EDGES, sql`round(${cars.price} * 0.0046)`)),
  km: scalar(bucket(KM_BUCKET_EDGES, sql`${cars.km}`)),
};

export const BASELINE_RANGE_COLUMNS: Record<RangeAttribute, SQL> = {
  price: sql`${cars.price}`,
  km: sql`${cars.km}`,
  year: sql`${cars.year}`,
};

/** The condition a facet filter adds: any of the selected values (OR within a facet). */
export function facetCondition(facet: BaselineFacet, selected: readonly string[]): SQL {
  const values = textArray(selected);
  return facet.kind === "scalar" ? sql`${facet.value} = any(${values})` : sql`${facet.values} && ${values}`;
}

export function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;
}

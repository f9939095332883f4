import { and, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { carVisibilityScope } from "@/db/queries/car-scope";
import { cars, dealerships } from "@/db/schema";
import { FACET_ATTRIBUTES, HITS_PER_PAGE, RANGE_ATTRIBUTES, type FacetAttribute, type RangeAttribute, type SearchRequest, type SortOption } from "@/domain/search/search-request";
import type { Site } from "@/domain/site/site";
import type { Sample } from "./load-runner";
import { queryRows } from "./query-rows";
import type { Job } from "./scenarios";
import { BASELINE_FACETS, BASELINE_RANGE_COLUMNS, facetCondition, textArray } from "./baseline-facets";

/**
 * The naive way to answer a search straight from PostgreSQL, to compare the engine with: the hits query
 * with its count, then one GROUP BY query per facet with that facet's own filter left out (disjunctive
 * counts) and one min/max query per range, all at once over the connection pool. Text matches with
 * ILIKE '%word%' over the searchable fields (every word must appear): no typo tolerance, no synonyms and
 * no ranking, so 'relevance' sorts by newest and a typo finds nothing.
 */
const SEARCHABLE_TEXT = sql`concat_ws(' ', ${cars.make}, ${cars.model}, ${cars.badge}, ${cars.series}, ${cars.colour}, ${cars.stocknum}, ${cars.vin}, ${cars.dealerComments}, array_to_string(${cars.features}, ' '))`;

const ORDER_BY: Record<SortOption, SQL> = {
  relevance: sql`${cars.createdAt} desc`,
  latest: sql`${cars.createdAt} desc`,
  "price-asc": sql`${cars.price} asc`,
  "price-desc": sql`${cars.price} desc`,
  "km-asc": sql`${cars.km} asc`,
  "year-desc": sql`${cars.year} desc`,
  "subscription-asc": sql`${cars.subscriptionPrice} asc nulls last`,
};

/** Spec 000 §9: "Price sort ascending can exclude price 0"; the engine does, and leaves unpriced cars out of the count too. */
const SORT_CONDITION: Partial<Record<SortOption, SQL>> = {
  "price-asc": sql`${cars.price} > 0`,
  "subscription-asc": sql`${cars.subscriptionPrice} > 0`,
};

type Skip = { facet?: FacetAttribute; range?: RangeAttribute };

function textConditions(query: string): SQL[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return words.map((word) => sql`${SEARCHABLE_TEXT} ilike ${`%${word.replace(/[\\%_]/g, "\\$&")}%`}`);
}

/** The search's conditions, leaving out one facet's or one range's own filter when asked. */
function conditions(site: Site, request: SearchRequest, now: Date, skip: Skip): SQL {
  const sortCondition = SORT_CONDITION[request.sortBy];
  const parts: SQL[] = [carVisibilityScope(site, now), ...textConditions(request.query), ...(sortCondition ? [sortCondition] : [])];
  for (const attribute of FACET_ATTRIBUTES) {
    const selected = request.filters[attribute];
    if (attribute !== skip.facet && selected?.length) parts.push(facetCondition(BASELINE_FACETS[attribute], selected));
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = request.ranges[attribute];
    if (attribute === skip.range || !range) continue;
    if (range.min !== undefined) parts.push(sql`${BASELINE_RANGE_COLUMNS[attribute]} >= ${range.min}`);
    if (range.max !== undefined) parts.push(sql`${BASELINE_RANGE_COLUMNS[attribute]} <= ${range.max}`);
  }
  return and(...parts)!;
}

const FROM = sql`${cars} join ${dealerships} on ${dealerships.id} = ${cars.dealershipId}`;

function hitsQuery(site: Site, request: SearchRequest, now: Date): SQL {
  return sql`select ${cars.id}, ${cars.slug}, ${cars.name}, ${cars.make}, ${cars.model}, ${cars.badge}, ${cars.year}, ${cars.price},
      ${cars.beforePrice}, ${cars.km}, ${cars.body}, ${cars.fuel}, ${cars.transmission}, ${cars.drive}, ${cars.colour}, ${cars.carType},
      ${cars.status}, ${cars.tag}, ${cars.certified}, ${cars.city}, ${cars.state}, ${cars.locationName}, ${dealerships.name} as dealership_name,
      ${cars.primaryImageUrl}, count(*) over () as total
    from ${FROM} where ${conditions(site, request, now, {})}
    order by ${ORDER_BY[request.sortBy]}, ${cars.id}
    limit ${HITS_PER_PAGE} offset ${(request.page - 1) * HITS_PER_PAGE}`;
}

function facetQuery(site: Site, request: SearchRequest, now: Date, attribute: FacetAttribute): SQL {
  const facet = BASELINE_FACETS[attribute];
  const where = conditions(site, request, now, { facet: attribute });
  if (facet.kind === "scalar") return sql`select ${facet.value} as value, count(*) as count from ${FROM} where ${where} group by 1`;
  const only = facet.only ? sql` and element.value = any(${textArray(facet.only)})` : sql``;
  return sql`select element.value, count(*) as count from ${FROM} cross join lateral unnest(${facet.values}) as element(value)
    where ${where}${only} group by 1`;
}

function statsQuery(site: Site, request: SearchRequest, now: Date, attribute: RangeAttribute): SQL {
  const column = BASELINE_RANGE_COLUMNS[attribute];
  return sql`select min(${column}) as min, max(${column}) as max from ${FROM} where ${conditions(site, request, now, { range: attribute })}`;
}

/** Answers one job the naive way; the sample's latency is the whole set of queries, as a request handler would wait for it. */
export function baselineSender(db: Database): (job: Job, jobIndex: number) => Promise<Sample> {
  return async (job, jobIndex) => {
    const started = performance.now();
    const now = new Date();
    const [hits] = await Promise.all([
      queryRows<{ total: string }>(db, hitsQuery(job.site, job.request, now)),
      ...FACET_ATTRIBUTES.map((attribute) => db.execute(facetQuery(job.site, job.request, now, attribute))),
      ...RANGE_ATTRIBUTES.map((attribute) => db.execute(statsQuery(job.site, job.request, now, attribute))),
    ]);
    return { jobIndex, mixIndex: job.mixIndex, ms: performance.now() - started, count: Number(hits[0]?.total ?? 0) };
  };
}

import type { CarStatus } from "@/domain/car/car";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/db/client";
import { cars, dealerships } from "@/db/schema";
import { carVisibilityScope } from "@/db/queries/car-scope";
import { loadSites } from "@/db/queries/sites";
import type { Site } from "@/domain/site/site";
import { EMPTY_SEARCH_REQUEST, FACET_ATTRIBUTES, HITS_PER_PAGE, type FacetAttribute, type SearchRequest, type SortOption } from "@/domain/search/search-request";
import { FACET_VALUE_LIMITS } from "@/domain/search/facet-presentation";
import { bucketValue, KM_BUCKET_EDGES, PRICE_BUCKET_EDGES, WEEKLY_PRICE_BUCKET_EDGES } from "@/domain/search/numeric-buckets";
import { filterableFeaturesOf } from "@/domain/search/filterable-features";
import { carWeeklyEstimate } from "@/domain/finance/weekly-estimate";
import { createRandom, type Random } from "@/demo/factories/random";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { seedDemo } from "../demo/seed-demo";
import { SearchEngine } from "./search-engine";

/**
 * The engine against brute force: the site's cars read with plain SQL, every filter and every facet
 * count recomputed naively in JavaScript, for a few hundred random searches on both databases.
 */
const NOW = new Date("2026-03-15T02:00:00.000Z");

type RawCar = typeof cars.$inferSelect & { dealershipName: string; dealershipSlug: string };

let handle: DatabaseHandle;
let engine: SearchEngine;
let siteList: Site[];
const rawCars = new Map<number, RawCar[]>();

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemo(handle, { cars: 900, now: NOW, seed: 11 });
  siteList = await loadSites(handle.db);
  engine = new SearchEngine(handle.db, { maxStalenessMs: 0 });
  for (const site of siteList) {
    const rows = await handle.db.select().from(cars).innerJoin(dealerships, eq(dealerships.id, cars.dealershipId)).where(carVisibilityScope(site, NOW));
    rawCars.set(site.id, rows.map((r) => ({ ...r.cars, dealershipName: r.dealerships.name, dealershipSlug: r.dealerships.slug })));
  }
}, 120_000);

afterAll(() => destroyTestDatabase(handle));

function facetValuesOf(car: RawCar, attribute: FacetAttribute, site: Site): string[] {
  const one = (value: string | number | boolean | null) => (value === null || value === "" ? [] : [String(value)]);
  switch (attribute) {
    case "make_model": return [`${car.make} > ${car.model}`];
    case "car_type": return [car.carType];
    case "location_name": return one(car.locationName);
    case "dealership_name": return [car.dealershipName];
    case "item_type": return one(car.itemType);
    case "categories": return car.categories;
    case "filtered_features": return filterableFeaturesOf(car.features);
    case "price_range": return car.price > 10 ? one(bucketValue(PRICE_BUCKET_EDGES, car.price)) : [];
    case "weekly_price_range": {
      const weekly = carWeeklyEstimate({ ...car, status: car.status as CarStatus }, site.config, NOW);
      return weekly === null ? [] : one(bucketValue(WEEKLY_PRICE_BUCKET_EDGES, weekly));
    }
    case "km": return one(bucketValue(KM_BUCKET_EDGES, car.km));
    default: return one(car[attribute]);
  }
}

type Except = { facet?: FacetAttribute; range?: "price" | "km" | "year" };

function passesAll(car: RawCar, request: SearchRequest, site: Site, except: Except = {}): boolean {
  if (request.sortBy === "price-asc" && car.price <= 0) return false;
  for (const [attribute, selected] of Object.entries(request.filters) as [FacetAttribute, string[]][]) {
    if (attribute !== except.facet && !facetValuesOf(car, attribute, site).some((v) => selected.includes(v))) return false;
  }
  for (const [attribute, range] of Object.entries(request.ranges) as ["price" | "km" | "year", { min?: number; max?: number }][]) {
    if (attribute === except.range) continue;
    if ((range.min !== undefined && car[attribute] < range.min) || (range.max !== undefined && car[attribute] > range.max)) return false;
  }
  return true;
}

function randomRequest(random: Random, site: Site): SearchRequest {
  const pool = rawCars.get(site.id)!;
  const request: SearchRequest = { query: "", page: 1, sortBy: random.pick(["relevance", "latest", "price-asc", "price-desc", "km-asc", "year-desc"] as SortOption[]), filters: {}, ranges: {}, hitsPerPage: HITS_PER_PAGE };
  for (let i = random.int(0, 4); i > 0; i--) {
    const attribute = random.pick(FACET_ATTRIBUTES);
    const values = [...new Set(pool.flatMap((car) => facetValuesOf(car, attribute, site)))];
    if (values.length === 0) continue;
    request.filters[attribute] = [...new Set([random.pick(values), ...(random.chance(0.4) ? [random.pick(values)] : [])])];
  }
  if (random.chance(0.3)) request.ranges.price = { min: random.int(0, 40) * 1000, max: random.int(41, 120) * 1000 };
  if (random.chance(0.2)) request.ranges.km = { max: random.int(1, 150) * 1000 };
  if (random.chance(0.2)) request.ranges.year = { min: random.int(2012, 2024) };
  return request;
}

describe("search engine vs brute force", () => {
  it("counts, every facet count, stats and the first page agree on 240 random searches", async () => {
    const random = createRandom(2026);
    for (let i = 0; i < 240; i++) {
      const site = siteList[i % siteList.length]!;
      const pool = rawCars.get(site.id)!;
      const request = randomRequest(random, site);
      const result = await engine.search(site, request, NOW);
      const context = JSON.stringify({ site: site.slug, request });

      const matching = pool.filter((car) => passesAll(car, request, site));
      expect(result.count, context).toBe(matching.length);

      for (const attribute of Object.keys(result.facets) as FacetAttribute[]) {
        const expected = new Map<string, number>();
        for (const car of pool) {
          if (!passesAll(car, request, site, { facet: attribute })) continue;
          for (const value of facetValuesOf(car, attribute, site)) expected.set(value, (expected.get(value) ?? 0) + 1);
        }
        const shown = result.facets[attribute]!;
        for (const { value, count } of shown) expect(count, `${attribute}=${value} ${context}`).toBe(expected.get(value) ?? 0);
        const selected = request.filters[attribute] ?? [];
        const available = new Set([...expected.keys(), ...selected]);
        // Spec 000 §5: "Certified facet hides 'false' values when certifiedOnly is set."
        const hidden = attribute === "certified" && site.config.certifiedOnly ? "false" : null;
        if (hidden) available.delete(hidden);
        // Every value is listed up to the facet's limit, and a selected value always is (so it can be cleared).
        const limit = FACET_VALUE_LIMITS[attribute] ?? Infinity;
        expect(shown.length, `${attribute} ${context}`).toBeGreaterThanOrEqual(Math.min(available.size, limit));
        expect(shown.length, `${attribute} ${context}`).toBeLessThanOrEqual(Math.min(available.size, limit + selected.length));
        for (const value of selected) if (value !== hidden) expect(shown.map((v) => v.value), `${attribute} ${context}`).toContain(value);
      }

      for (const attribute of ["price", "km", "year"] as const) {
        const values = pool.filter((car) => passesAll(car, request, site, { range: attribute })).map((car) => car[attribute]);
        expect(result.stats[attribute], `${attribute} stats ${context}`).toEqual(values.length ? { min: Math.min(...values), max: Math.max(...values) } : null);
      }

      if (request.sortBy !== "relevance") {
        const key: Record<Exclude<SortOption, "relevance" | "subscription-asc">, (c: RawCar) => number> = {
          latest: () => 0, "price-asc": (c) => c.price, "price-desc": (c) => -c.price, "km-asc": (c) => c.km, "year-desc": (c) => -c.year,
        };
        const sortKey = key[request.sortBy as keyof typeof key];
        const expectedOrder = [...matching]
          .sort((a, b) => sortKey(a) - sortKey(b) || b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
          .slice(0, HITS_PER_PAGE)
          .map((c) => c.id);
        expect(result.hits.map((h) => h.id), context).toEqual(expectedOrder);
      }
    }
  }, 120_000);
});

describe("broad searches (counted down from precomputed counts)", () => {
  it("agree with brute force as the sold window closes on cars after the index was built", async () => {
    // An engine of its own: its cached results are for later times than the other tests search at.
    const later = new SearchEngine(handle.db, { maxStalenessMs: 60_000 });
    const broad: Partial<SearchRequest>[] = [{}, { sortBy: "price-asc" }, { filters: { car_type: ["used", "new"] } }, { filters: { status: ["in_stock", "sold"] }, ranges: { price: { max: 200_000 } } }];
    for (const days of [0, 1, 2, 4]) {
      const at = new Date(NOW.getTime() + days * 86_400_000);
      for (const site of siteList) {
        const soldSince = at.getTime() - site.config.includeSoldCarsDays * 86_400_000;
        const pool = rawCars.get(site.id)!.filter((car) => car.status !== "sold" || (car.soldAt?.getTime() ?? 0) >= soldSince);
        for (const partial of broad) {
          const request: SearchRequest = { ...EMPTY_SEARCH_REQUEST, filters: {}, ranges: {}, ...partial };
          const result = await later.search(site, request, at);
          const context = JSON.stringify({ days, site: site.slug, request });
          expect(result.count, context).toBe(pool.filter((car) => passesAll(car, request, site)).length);
          for (const attribute of Object.keys(result.facets) as FacetAttribute[]) {
            const expected = new Map<string, number>();
            for (const car of pool) {
              if (!passesAll(car, request, site, { facet: attribute })) continue;
              for (const value of facetValuesOf(car, attribute, site)) expected.set(value, (expected.get(value) ?? 0) + 1);
            }
            for (const { value, count } of result.facets[attribute]!) expect(count, `${attribute}=${value} ${context}`).toBe(expected.get(value) ?? 0);
          }
          const prices = pool.filter((car) => passesAll(car, request, site, { range: "price" })).map((car) => car.price);
          expect(result.stats.price, context).toEqual(prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null);
        }
      }
    }
  }, 120_000);
});

describe("adding a filter", () => {
  it("never raises the count or any other facet's counts (property, 150 cases)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 30 }), async (seed) => {
        const random = createRandom(seed);
        const site = random.pick(siteList);
        const before = randomRequest(random, site);
        before.sortBy = "relevance";
        const attribute = random.pick(FACET_ATTRIBUTES.filter((a) => !before.filters[a]));
        const values = [...new Set(rawCars.get(site.id)!.flatMap((car) => facetValuesOf(car, attribute, site)))];
        fc.pre(values.length > 0);
        const after: SearchRequest = { ...before, filters: { ...before.filters, [attribute]: [random.pick(values)] } };
        const [wide, narrow] = [await engine.search(site, before, NOW), await engine.search(site, after, NOW)];
        expect(narrow.count).toBeLessThanOrEqual(wide.count);
        for (const [facet, shown] of Object.entries(narrow.facets) as [FacetAttribute, { value: string; count: number }[]][]) {
          if (facet === attribute) continue;
          const wideCounts = new Map(wide.facets[facet]?.map((v) => [v.value, v.count]));
          const wideListFull = wideCounts.size >= (FACET_VALUE_LIMITS[facet] ?? Infinity);
          for (const { value, count } of shown) {
            // A value past a long facet's display limit is simply not listed in the wider search.
            if (!wideCounts.has(value) && wideListFull) continue;
            expect(count, `${facet}=${value}`).toBeLessThanOrEqual(wideCounts.get(value) ?? 0);
          }
        }
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});

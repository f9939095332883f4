import { describe, expect, it } from "vitest";
import type { SearchIndexRow } from "@/db/queries/search-index";
import { carWeeklyEstimate } from "@/domain/finance/weekly-estimate";
import { EMPTY_SEARCH_REQUEST, FACET_ATTRIBUTES, RANGE_ATTRIBUTES, type FacetAttribute, type RangeAttribute, type SearchRequest, type SortOption } from "@/domain/search/search-request";
import { parseSiteConfig } from "@/domain/site/parse-site-config";
import { minimalSiteConfig } from "../../../tests/factories/minimal-site-config";
import { createRandom } from "@/demo/factories/random";
import { generatedIndexRows } from "../../../tests/factories/search-index-rows";
import { runSearch } from "./run-search";
import { buildSiteIndex, FACET_SOURCES } from "./site-index-builder";

/**
 * Broad searches without words are counted down from precomputed counts of every visible row
 * (facet-counts.ts); these compare them, and narrow ones, with brute force over the same rows, as the
 * site's sold window closes on cars after the index was built.
 */
const BUILT = new Date("2026-06-01T00:00:00Z");
const DAY = 86_400_000;
const config = parseSiteConfig(minimalSiteConfig("counts", { includeSoldCarsDays: 5, financeProvider: "angle" }), "counts");
const rows = generatedIndexRows(2_000, BUILT);
const builtAt = new Date();
const index = buildSiteIndex(rows, config, builtAt);

const rowValues = new Map(rows.map((row) => {
  const weekly = carWeeklyEstimate(row, config, builtAt);
  return [row, new Map(FACET_ATTRIBUTES.map((attribute) => {
    const value = FACET_SOURCES[attribute](row, weekly);
    return [attribute, (Array.isArray(value) ? value : [value]).filter((v): v is string => v !== null && v !== "")];
  }))];
}));
const valuesOf = (row: SearchIndexRow, attribute: FacetAttribute): string[] => rowValues.get(row)!.get(attribute)!;

type Except = { facet?: FacetAttribute; range?: RangeAttribute };

function passes(row: SearchIndexRow, request: SearchRequest, now: Date, except: Except = {}): boolean {
  if (row.status === "sold" && (row.soldAt?.getTime() ?? 0) < now.getTime() - config.includeSoldCarsDays * DAY) return false;
  if (request.sortBy === "price-asc" && row.price <= 0) return false;
  for (const [attribute, selected] of Object.entries(request.filters) as [FacetAttribute, string[]][]) {
    if (attribute !== except.facet && !valuesOf(row, attribute).some((v) => selected.includes(v))) return false;
  }
  for (const [attribute, range] of Object.entries(request.ranges) as [RangeAttribute, { min?: number; max?: number }][]) {
    if (attribute !== except.range && ((range.min !== undefined && row[attribute] < range.min) || (range.max !== undefined && row[attribute] > range.max))) return false;
  }
  return true;
}

function bruteForce(request: SearchRequest, now: Date) {
  const facetCounts = new Map<FacetAttribute, Map<string, number>>();
  for (const attribute of index.facets.keys()) {
    const counts = new Map<string, number>();
    for (const row of rows) if (passes(row, request, now, { facet: attribute })) for (const v of valuesOf(row, attribute)) counts.set(v, (counts.get(v) ?? 0) + 1);
    facetCounts.set(attribute, counts);
  }
  const stats = Object.fromEntries(RANGE_ATTRIBUTES.map((attribute) => {
    const values = rows.filter((row) => passes(row, request, now, { range: attribute })).map((row) => row[attribute]);
    return [attribute, values.length ? { min: Math.min(...values), max: Math.max(...values) } : null];
  }));
  const visible = rows.filter((row) => passes(row, { ...EMPTY_SEARCH_REQUEST, sortBy: request.sortBy }, now)).length;
  return { count: rows.filter((row) => passes(row, request, now)).length, visible, facetCounts, stats };
}

const search = (request: Partial<SearchRequest>): SearchRequest => ({ ...EMPTY_SEARCH_REQUEST, filters: {}, ranges: {}, ...request });
const BROAD: SearchRequest[] = [
  search({}),
  search({ sortBy: "price-asc" }),
  search({ filters: { car_type: ["used", "new"] }, sortBy: "latest" }),
  search({ filters: { certified: ["false"] } }),
  search({ filters: { status: ["in_stock", "coming_soon"] }, ranges: { price: { max: 150_000 } } }),
  search({ filters: { car_type: ["used", "demo"], transmission: ["Automatic"] }, ranges: { km: { max: 200_000 } }, sortBy: "price-asc" }),
];

describe("precomputed counts", () => {
  it.each([0, 1, 3, 5, 8])("agree with brute force on broad searches %i days after the build", (days) => {
    const now = new Date(BUILT.getTime() + days * DAY);
    for (const request of BROAD) {
      const expected = bruteForce(request, now);
      // Broad: fewer candidates rejected than kept, so the counts are taken down from the precomputed ones.
      expect(expected.count, JSON.stringify(request)).toBeGreaterThan(expected.visible / 2);
      const found = runSearch(index, request, now, config.includeSoldCarsDays);
      expect(found.count).toBe(expected.count);
      expect(found.facetCounts).toEqual(expected.facetCounts);
      expect(found.stats).toEqual(expected.stats);
    }
  });

  it("agree with brute force on 50 random searches, broad and narrow", () => {
    const random = createRandom(16);
    for (let i = 0; i < 50; i++) {
      const request = search({ sortBy: random.pick<SortOption>(["relevance", "latest", "price-asc", "km-asc"]) });
      for (let f = random.int(0, 3); f > 0; f--) {
        const attribute = random.pick(FACET_ATTRIBUTES.filter((a) => index.facets.has(a)));
        request.filters[attribute] = random.sample(index.facets.get(attribute)!.values.slice(1), random.int(1, 4));
      }
      if (random.chance(0.3)) request.ranges.price = { max: random.int(20, 200) * 1000 };
      const now = new Date(BUILT.getTime() + random.int(0, 6) * DAY);
      const expected = bruteForce(request, now);
      const found = runSearch(index, request, now, config.includeSoldCarsDays);
      expect(found.count, JSON.stringify(request)).toBe(expected.count);
      expect(found.facetCounts, JSON.stringify(request)).toEqual(expected.facetCounts);
      expect(found.stats, JSON.stringify(request)).toEqual(expected.stats);
    }
  }, 60_000);
});

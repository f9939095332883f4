import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { searchIndexRowBatches } from "@/db/queries/search-index";
import { loadSites } from "@/db/queries/sites";
import type { Site } from "@/domain/site/site";
import { EMPTY_SEARCH_REQUEST, type SearchRequest } from "@/domain/search/search-request";
import { runAsRequest } from "../../../tests/support/request-context";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { seedDemo } from "../demo/seed-demo";
import { runSearch } from "./run-search";
import { SearchEngine } from "./search-engine";
import { SiteIndexBuilder } from "./site-index-builder";

const NOW = new Date("2026-03-15T02:00:00.000Z");
const REQUESTS: SearchRequest[] = [
  EMPTY_SEARCH_REQUEST,
  { ...EMPTY_SEARCH_REQUEST, sortBy: "price-desc", filters: { car_type: ["used"] } },
  { ...EMPTY_SEARCH_REQUEST, query: "auto" },
];

let handle: DatabaseHandle;
let sites: Site[];
/** Each site's index and cached results alone, as an engine without a budget counts them. */
const bytesAlone = new Map<number, number>();
const expectedCounts = new Map<number, number[]>();

const searchAll = (engine: SearchEngine, site: Site) => Promise.all(REQUESTS.map((request) => engine.search(site, request, NOW)));

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemo(handle, { cars: 600, now: NOW, seed: 3 });
  sites = await loadSites(handle.db);
  for (const site of sites) {
    const engine = new SearchEngine(handle.db, { maxStalenessMs: 60_000 });
    expectedCounts.set(site.id, (await searchAll(engine, site)).map((r) => r.count));
    bytesAlone.set(site.id, engine.stats().bytes);
  }
}, 120_000);

afterAll(() => destroyTestDatabase(handle));

describe("search indexes within a memory budget", () => {
  it("evict the least recently searched sites, stay within the budget and rebuild evicted ones on demand", async () => {
    const sizes = [...bytesAlone.values()].sort((a, b) => b - a);
    // Room for the two largest indexes, not for all five.
    const budget = sizes[0]! + sizes[1]!;
    expect(sizes.reduce((a, b) => a + b, 0)).toBeGreaterThan(budget);
    const engine = new SearchEngine(handle.db, { maxStalenessMs: 60_000, memoryBudgetBytes: budget });
    for (let round = 0; round < 2; round++) {
      for (const site of sites) {
        const counts = (await searchAll(engine, site)).map((r) => r.count);
        expect(counts, site.slug).toEqual(expectedCounts.get(site.id));
        const stats = engine.stats();
        expect(stats.bytes).toBeLessThanOrEqual(budget);
        expect(stats.indexes).toBeLessThan(sites.length);
      }
    }
    const { builds, evictions, indexes, budgetBytes } = engine.stats();
    expect(budgetBytes).toBe(budget);
    // Every site was evicted before its second round came, so each was built twice; every index built is held or was evicted.
    expect(builds).toBe(2 * sites.length);
    expect(evictions).toBe(builds - indexes);
  });

  it("keep everything while it fits: a site searched again is not rebuilt", async () => {
    const engine = new SearchEngine(handle.db, { maxStalenessMs: 60_000 });
    for (const site of [...sites, ...sites]) await searchAll(engine, site);
    expect(engine.stats()).toMatchObject({ indexes: sites.length, builds: sites.length, evictions: 0 });
    expect(engine.stats().bytes).toBe([...bytesAlone.values()].reduce((a, b) => a + b, 0));
  });

  it("keep no trace of the request whose search built an index", async () => {
    const engine = new SearchEngine(handle.db, { maxStalenessMs: 60_000 });
    const { result, released } = await runAsRequest(() => searchAll(engine, sites[1]!));
    expect(result.map((r) => r.count)).toEqual(expectedCounts.get(sites[1]!.id));
    expect(engine.stats()).toMatchObject({ indexes: 1, builds: 1 });
    expect(released).toBe(true);
  });

  it("build one index for concurrent first searches of a site", async () => {
    const engine = new SearchEngine(handle.db, { maxStalenessMs: 60_000 });
    const site = sites[0]!;
    await Promise.all(Array.from({ length: 6 }, (_, i) => engine.search(site, REQUESTS[i % REQUESTS.length]!, NOW)));
    expect(engine.stats()).toMatchObject({ indexes: 1, builds: 1 });
  });
});

describe("building an index in batches", () => {
  it("reads every visible car once, in id order, and searches as one built from a single batch", async () => {
    const site = sites.find((s) => s.slug === "metro-motor-group")!;
    const collect = async (batchSize: number) => {
      const batches = [];
      for await (const batch of searchIndexRowBatches(handle.db, site, NOW, batchSize)) batches.push(batch);
      return batches;
    };
    const [small, whole] = [await collect(7), await collect(100_000)];
    expect(whole).toHaveLength(1);
    expect(small.length).toBe(Math.ceil(whole[0]!.length / 7));
    const ids = small.flat().map((row) => row.id);
    expect(ids).toEqual(whole[0]!.map((row) => row.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const inSteps = small.reduce((builder, batch) => builder.add(batch), new SiteIndexBuilder(site.config)).build();
    const inOne = new SiteIndexBuilder(site.config).add(whole[0]!).build();
    for (const request of REQUESTS) {
      expect(runSearch(inSteps, request, NOW, site.config.includeSoldCarsDays)).toEqual(runSearch(inOne, request, NOW, site.config.includeSoldCarsDays));
    }
  });
});

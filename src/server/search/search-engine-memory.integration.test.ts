import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { loadSites } from "@/db/queries/sites";
import type { Site } from "@/domain/site/site";
import { EMPTY_SEARCH_REQUEST, type SearchRequest } from "@/domain/search/search-request";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { seedDemo } from "../demo/seed-demo";
import { SearchEngine } from "./search-engine";

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

  it("build one index for concurrent first searches of a site", async () => {
    const engine = new SearchEngine(handle.db, { maxStalenessMs: 60_000 });
    const site = sites[0]!;
    await Promise.all(Array.from({ length: 6 }, (_, i) => engine.search(site, REQUESTS[i % REQUESTS.length]!, NOW)));
    expect(engine.stats()).toMatchObject({ indexes: 1, builds: 1 });
  });
});

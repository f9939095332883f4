import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { updateSiteCarPrice } from "@/db/queries/car-price";
import { readStockVersion } from "@/db/queries/search-index";
import { loadSites } from "@/db/queries/sites";
import { EMPTY_SEARCH_REQUEST } from "@/domain/search/search-request";
import type { Site } from "@/domain/site/site";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { seedDemo } from "../demo/seed-demo";
import { SearchEngine } from "./search-engine";

/** What the page cache asks of the engine (decision 019): the stock version it answers at, and news of a newer one. */
let handle: DatabaseHandle;
let site: Site;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemo(handle, { cars: 120, seed: 5 });
  site = (await loadSites(handle.db)).find((candidate) => candidate.dealerships.length > 0)!;
}, 120_000);

afterAll(() => destroyTestDatabase(handle));

describe("the search engine's stock version", () => {
  it("is the version its index was built at, and moves on the next search once the engine is told of a newer one", async () => {
    const engine = new SearchEngine(handle.db, { maxStalenessMs: 60_000 });
    expect(engine.indexedVersion(site)).toBeNull();
    const [hit] = (await engine.search(site, { ...EMPTY_SEARCH_REQUEST, filters: {}, ranges: {} })).hits;
    const before = await readStockVersion(handle.db, site);
    expect(engine.indexedVersion(site)).toBe(before);

    expect(await updateSiteCarPrice(handle.db, site, hit!.slug, hit!.price + 1)).toBe(true);
    const after = await readStockVersion(handle.db, site);
    expect(after).not.toBe(before);
    // Trusted for a minute: without news the engine keeps its index.
    await engine.search(site, { ...EMPTY_SEARCH_REQUEST, filters: {}, ranges: {} });
    expect(engine.indexedVersion(site)).toBe(before);

    engine.noteStockVersion(site, after);
    await engine.search(site, { ...EMPTY_SEARCH_REQUEST, filters: {}, ranges: {} });
    expect(engine.indexedVersion(site)).toBe(after);
  });

  it("shows a price change on the result cards at once, though the index is trusted and the cards' cars are kept", async () => {
    const engine = new SearchEngine(handle.db, { maxStalenessMs: 60_000, cardVersionTrustMs: 0 });
    const request = { ...EMPTY_SEARCH_REQUEST, filters: {}, ranges: {} };
    const [hit] = (await engine.search(site, request)).hits;
    await engine.search(site, request);
    expect(await updateSiteCarPrice(handle.db, site, hit!.slug, hit!.price + 1)).toBe(true);
    const again = (await engine.search(site, request)).hits.find((card) => card.id === hit!.id);
    expect(again?.price).toBe(hit!.price + 1);
  });

  it("a price change is for the site's own cars only", async () => {
    expect(await updateSiteCarPrice(handle.db, site, "no-such-car", 1)).toBe(false);
  });
});

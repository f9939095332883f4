import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { updateSiteCarPrice } from "@/db/queries/car-price";
import { loadSites } from "@/db/queries/sites";
import { EMPTY_SEARCH_REQUEST, parseSearchParams } from "@/domain/search/search-request";
import type { SearchVocabulary } from "@/domain/search/search-response";
import { parseSearchPath } from "@/domain/search/search-route";
import { mergeFilters } from "@/domain/search/search-href";
import type { Site } from "@/domain/site/site";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { seedDemo } from "../demo/seed-demo";
import { SearchEngine } from "./search-engine";
import { searchPageRedirect } from "./search-page-redirect";

/** The search page's redirect with the dictionary the engine reads from a site's own stock, on both databases. */
let handle: DatabaseHandle;
let sites: Site[];
let engine: SearchEngine;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemo(handle, { cars: 300, seed: 7 });
  sites = (await loadSites(handle.db)).filter((site) => site.dealerships.length > 0);
  engine = new SearchEngine(handle.db, { maxStalenessMs: 0 });
}, 120_000);

afterAll(() => destroyTestDatabase(handle));

/** Where the search page sends `/search/{path}?{params}` on `site`. */
async function redirectOf(site: Site, path: string, params: string): Promise<string | null> {
  const vocabulary = await engine.vocabulary(site);
  const segments = path.split("/").filter(Boolean);
  const route = parseSearchPath(segments, vocabulary)!;
  const query = new URLSearchParams(params);
  const parsed = parseSearchParams(query);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const request = { ...parsed.request, filters: mergeFilters(route.filters, parsed.request.filters) };
  return searchPageRedirect(engine, site, { segments, query, request, ignored: [], vocabulary });
}

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
const modelOf = (vocabulary: SearchVocabulary) => vocabulary.models.find(({ model }) => /^[A-Za-z]{4,}$/.test(model) && vocabulary.models.filter((m) => m.model === model).length === 1)!;

describe("searchPageRedirect", () => {
  it("reads a typed make and model as the site's own path, what it does not know left as the text query", async () => {
    const site = sites[0]!;
    const { make, model } = modelOf(await engine.vocabulary(site));
    const href = `/search/${slugOf(make)}/${slugOf(model)}?query=polished`;
    expect(await redirectOf(site, "new-used-and-demo-cars", `query=${model.toLowerCase()} polished`)).toBe(href);
    // The answer names nothing more: the page it sends the shopper to renders.
    expect(await redirectOf(site, `${slugOf(make)}/${slugOf(model)}`, "query=polished")).toBeNull();
  });

  it("adds the typed text to the filters in the address", async () => {
    const site = sites[0]!;
    const { make, model } = modelOf(await engine.vocabulary(site));
    const target = await redirectOf(site, "used-cars", `sortBy=price-asc&query=${model} under 30k`);
    expect(target).toBe(`/search/${slugOf(make)}/${slugOf(model)}?car_type=used&price_max=30000&sortBy=price-asc`);
  });

  it("leaves a text the site's stock names nothing of as a plain text search", async () => {
    expect(await redirectOf(sites[0]!, "new-used-and-demo-cars", "query=polished")).toBeNull();
    expect(await redirectOf(sites[0]!, "new-used-and-demo-cars", "query=")).toBe("/search/new-used-and-demo-cars");
  });

  it("reads each site's words from that site's stock alone", async () => {
    const vocabularies = await Promise.all(sites.map((site) => engine.vocabulary(site)));
    const pair = sites.flatMap((site, i) => sites.flatMap((other, j) => {
      const make = vocabularies[i]!.makes.find((name) => /^[A-Za-z]+$/.test(name) && !vocabularies[j]!.makes.includes(name));
      return make ? [{ site, other, make }] : [];
    }))[0];
    expect(pair, "two demo sites with different makes").toBeDefined();
    const { site, other, make } = pair!;
    expect(await redirectOf(site, "new-used-and-demo-cars", `query=${make}`)).toBe(`/search/${slugOf(make)}`);
    expect(await redirectOf(other, "new-used-and-demo-cars", `query=${make}`)).toBeNull();
  });

  it("keeps the dictionary while the site's stock holds, and reads it again from the next index", async () => {
    const site = sites[0]!;
    const first = await engine.plainSearchDictionary(site);
    expect(await engine.plainSearchDictionary(site)).toBe(first);
    const [hit] = (await engine.search(site, { ...EMPTY_SEARCH_REQUEST, filters: {}, ranges: {} })).hits;
    expect(await updateSiteCarPrice(handle.db, site, hit!.slug, hit!.price + 1)).toBe(true);
    const next = await engine.plainSearchDictionary(site);
    expect(next).not.toBe(first);
    expect(next.phrases).toEqual(first.phrases);
  });
});

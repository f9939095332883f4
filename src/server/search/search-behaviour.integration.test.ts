import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/db/client";
import { cars, dealerships, siteDealerships, sites } from "@/db/schema";
import { loadSites } from "@/db/queries/sites";
import type { Site } from "@/domain/site/site";
import { EMPTY_SEARCH_REQUEST, type SearchRequest } from "@/domain/search/search-request";
import { minimalSiteConfig } from "../../../tests/factories/minimal-site-config";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { SearchEngine } from "./search-engine";

const NOW = new Date("2026-11-20T00:00:00Z");
const DAY = 86_400_000;

let handle: DatabaseHandle;
let engine: SearchEngine;
let alpha: Site;
let bravo: Site;
let alphaDealershipId: number;

type CarInput = Partial<typeof cars.$inferInsert> & { slug: string; make: string; model: string };

const car = (dealershipId: number, input: CarInput): typeof cars.$inferInsert => ({
  dealershipId, name: `${input.make} ${input.model}`, year: 2022, stocknum: input.slug.toUpperCase(), carType: "used", status: "in_stock",
  price: 30_000, createdAt: new Date(NOW.getTime() - 30 * DAY), ...input,
});

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  const [dA, dB] = await db.insert(dealerships).values([{ slug: "alpha-dealer", name: "Alpha Dealer" }, { slug: "bravo-dealer", name: "Bravo Dealer" }]).returning();
  alphaDealershipId = dA!.id;
  const [sA, sB] = await db
    .insert(sites)
    .values([
      { slug: "alpha", name: "Alpha", template: "metro-group", config: minimalSiteConfig("alpha", { searchFilters: [[{ field: "dealership_slug", values: ["alpha-dealer"] }]] }) },
      { slug: "bravo", name: "Bravo", template: "metro-group", config: minimalSiteConfig("bravo", { searchFilters: [[{ field: "dealership_slug", values: ["bravo-dealer"] }]] }) },
    ])
    .returning();
  await db.insert(siteDealerships).values([{ siteId: sA!.id, dealershipId: dA!.id }, { siteId: sB!.id, dealershipId: dB!.id }]);
  await db.insert(cars).values([
    car(dA!.id, { slug: "corolla", make: "Toyota", model: "Corolla", body: "Hatch", stocknum: "ST100", vin: "JTNKU3JE60J123456" }),
    car(dA!.id, { slug: "hilux", make: "Toyota", model: "HiLux", body: "Ute", drive: "4x4", dealerComments: "Tough workhorse with a canopy." }),
    car(dA!.id, { slug: "ranger", make: "Ford", model: "Ranger", body: "Ute", drive: "4WD", transmission: "Automatic" }),
    car(dA!.id, { slug: "cx-5", make: "Mazda", model: "CX-5", body: "SUV", drive: "AWD" }),
    car(dA!.id, { slug: "i30", make: "Hyundai", model: "i30", body: "Hatch", price: 0 }),
    car(dA!.id, { slug: "i20", make: "Hyundai", model: "i20", body: "Hatch", features: ["Apple CarPlay", "Sunroof"] }),
    car(dA!.id, { slug: "swift", make: "Suzuki", model: "Swift", stocknum: "SECTEST-1" }),
    car(dA!.id, { slug: "sold-yesterday", make: "Kia", model: "Cerato", status: "sold", soldAt: new Date(NOW.getTime() - DAY) }),
    car(dA!.id, { slug: "sold-last-month", make: "Kia", model: "Sportage", status: "sold", soldAt: new Date(NOW.getTime() - 30 * DAY) }),
    car(dA!.id, { slug: "hidden", make: "Toyota", model: "Camry", showOnDealerWebsite: false }),
    car(dB!.id, { slug: "bravo-corolla", make: "Toyota", model: "Corolla", body: "Sedan" }),
  ]);
  const loaded = await loadSites(db);
  [alpha, bravo] = ["alpha", "bravo"].map((slug) => loaded.find((s) => s.slug === slug)!) as [Site, Site];
  engine = new SearchEngine(db, { maxStalenessMs: 0 });
});

afterAll(() => destroyTestDatabase(handle));

const search = (site: Site, request: Partial<SearchRequest>) => engine.search(site, { ...EMPTY_SEARCH_REQUEST, ...request }, NOW);
const slugsFor = async (site: Site, request: Partial<SearchRequest>) => (await search(site, request)).hits.map((h) => h.slug).sort();

describe("text search", () => {
  it.each([
    ["corolla", ["corolla"]],
    ["cor", ["corolla"]], // the last word matches as a prefix
    ["corola ", ["corolla"]], // one typo in a word of 5+ letters
    ["tyoota ", ["corolla", "hilux"]], // two letters swapped
    ["tayata ", []], // two typos are too many
    ["pickup ", ["hilux", "ranger"]], // ute ↔ pickup
    ["4wd ", ["hilux", "ranger"]], // 4wd ↔ 4x4, and AWD is not 4WD
    ["auto ", ["ranger"]], // auto ↔ automatic
    ["i30 ", ["i30"]], // codes never match loosely: no i20
    ["st10", ["corolla"]], // stock number prefix
    ["jtnku3je60j123456 ", ["corolla"]], // VIN
    ["canopy ", ["hilux"]], // dealer comments
    ["carplay ", ["i20"]], // features
    ["toyota ute ", ["hilux"]], // every word must match
    ["SECTEST-1", ["swift"]], // a hyphenated stock number, as written
    ["sectest-1 ", ["swift"]], // in any case
    ["SECTEST1", ["swift"]], // without its hyphen
    ["suzuki sectest-1", ["swift"]], // beside other words
    ["cx-5 ", ["cx-5"]], // a hyphenated model name
    ["mazda cx5 ", ["cx-5"]],
  ])("%j finds %j", async (query, expected) => {
    expect(await slugsFor(alpha, { query })).toEqual(expected);
  });

  it("ranks a match in the car's name above one in its comments", async () => {
    await handle.db.update(cars).set({ dealerComments: "Better than a HiLux, say owners." }).where(eq(cars.slug, "ranger"));
    const { hits } = await search(alpha, { query: "hilux " });
    expect(hits.map((h) => h.slug)).toEqual(["hilux", "ranger"]);
  });
});

describe("scope", () => {
  it("never returns another site's cars, hidden cars or cars sold before the site's window", async () => {
    expect(await slugsFor(alpha, { query: "corolla " })).toEqual(["corolla"]);
    expect(await slugsFor(bravo, {})).toEqual(["bravo-corolla"]);
    const all = await slugsFor(alpha, {});
    expect(all).toContain("sold-yesterday");
    expect(all).not.toContain("sold-last-month");
    expect(all).not.toContain("hidden");
  });

  it("sorting by price low to high leaves out cars without a price", async () => {
    expect(await slugsFor(alpha, { sortBy: "price-asc" })).not.toContain("i30");
  });

  it("refuses the subscription sort where the site offers no subscriptions", async () => {
    await expect(search(alpha, { sortBy: "subscription-asc" })).rejects.toThrow("sortBy: subscription-asc is not offered on this site");
  });
});

describe("freshness", () => {
  it("shows added, sold and removed cars on the next search", async () => {
    await handle.db.insert(cars).values(car(alphaDealershipId, { slug: "new-arrival", make: "Subaru", model: "Outback" }));
    expect(await slugsFor(alpha, { query: "outback " })).toEqual(["new-arrival"]);

    await handle.db.update(cars).set({ status: "sold", soldAt: new Date(NOW.getTime() - 10 * DAY) }).where(eq(cars.slug, "new-arrival"));
    expect(await slugsFor(alpha, { query: "outback " })).toEqual([]);

    await handle.db.delete(cars).where(eq(cars.slug, "cx-5"));
    expect(await slugsFor(alpha, { query: "mazda " })).toEqual([]);
  });
});

describe("large sites", () => {
  it("keep answering from the previous index while the new one builds, then switch", async () => {
    const background = new SearchEngine(handle.db, { maxStalenessMs: 0, backgroundRebuildAbove: 0 });
    const find = async (query: string) => (await background.search(alpha, { ...EMPTY_SEARCH_REQUEST, query }, NOW)).hits.map((h) => h.slug);
    expect(await find("forester ")).toEqual([]);
    await handle.db.insert(cars).values(car(alphaDealershipId, { slug: "forester", make: "Subaru", model: "Forester" }));
    expect(await find("forester ")).toEqual([]); // answered at once from the index it had
    await expect.poll(() => find("forester "), { timeout: 5_000 }).toEqual(["forester"]);
  });
});

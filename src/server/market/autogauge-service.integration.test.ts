import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { loadSites } from "@/db/queries/sites";
import { cars, dealerships, siteDealerships, sites } from "@/db/schema";
import type { MarketComparison } from "@/domain/market/market-estimate";
import { showsPriceComparison } from "@/domain/market/price-comparison";
import type { Site } from "@/domain/site/site";
import { minimalSiteConfig } from "../../../tests/factories/minimal-site-config";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { answerAutogauge } from "./autogauge-service";

const NOW = new Date("2026-11-20T00:00:00Z");
let handle: DatabaseHandle;
let all: Site[];
const site = (slug: string) => all.find((s) => s.slug === slug)!;

type CarInput = Partial<typeof cars.$inferInsert> & { slug: string };
const corolla = (dealershipId: number, input: CarInput): typeof cars.$inferInsert => ({
  dealershipId, name: input.slug, year: 2020, km: 50_000, make: "Toyota", model: "Corolla", stocknum: input.slug, carType: "used", status: "in_stock",
  price: 25_000, state: "QLD", ...input,
});

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  const [dA, dB, dC] = await db.insert(dealerships).values([{ slug: "alpha", name: "Alpha" }, { slug: "bravo", name: "Bravo" }, { slug: "nowhere", name: "On no site" }]).returning();
  const [sA, sB] = await db.insert(sites).values([
    { slug: "alpha", name: "Alpha", template: "metro-group", config: minimalSiteConfig("alpha") },
    { slug: "bravo", name: "Bravo", template: "metro-group", config: minimalSiteConfig("bravo") },
  ]).returning();
  await db.insert(siteDealerships).values([{ siteId: sA!.id, dealershipId: dA!.id }, { siteId: sB!.id, dealershipId: dB!.id }]);
  await db.insert(cars).values([
    corolla(dA!.id, { slug: "subject", price: 24_990 }),
    corolla(dA!.id, { slug: "alpha-near", km: 45_000, price: 25_990 }),
    corolla(dA!.id, { slug: "alpha-newer", year: 2021, km: 40_000, price: 27_990 }),
    corolla(dB!.id, { slug: "bravo-older", year: 2019, km: 60_000, price: 22_990, state: "NSW" }),
    corolla(dB!.id, { slug: "bravo-same", km: 55_000, price: 24_490, state: "NSW" }),
    corolla(dB!.id, { slug: "bravo-caps", make: "TOYOTA", model: "COROLLA", km: 52_000, price: 25_490, state: "NSW" }),
    // Never comparables: hidden, on no site, sold, new, too old, too far driven, another model.
    corolla(dB!.id, { slug: "bravo-unpublished", price: 9_990, showOnDealerWebsite: false }),
    corolla(dC!.id, { slug: "nowhere-car", price: 5_000 }),
    corolla(dA!.id, { slug: "alpha-sold", price: 6_000, status: "sold", soldAt: new Date(NOW.getTime() - 86_400_000) }),
    corolla(dA!.id, { slug: "alpha-new", carType: "new", km: 10, price: 33_000 }),
    corolla(dA!.id, { slug: "alpha-2016", year: 2016, price: 12_000 }),
    corolla(dA!.id, { slug: "alpha-200k", km: 200_000, price: 11_000 }),
    corolla(dA!.id, { slug: "alpha-camry", model: "Camry", price: 40_000 }),
    // A reserved car gets no estimate itself but is still evidence of the market.
    corolla(dA!.id, { slug: "alpha-reserved", reserved: true, price: 25_000 }),
  ]);
  all = await loadSites(db);
});

afterAll(() => destroyTestDatabase(handle));

const ask = (siteSlug: string, carSlug: string) => answerAutogauge(handle.db, site(siteSlug), carSlug, { sites: all, now: NOW });

describe("GET /cars/{slug}/autogauge — from comparable stock", () => {
  it("uses the market's shown cars of the same make and model, nearby years and km, and links only the site's own", async () => {
    const answer = await ask("alpha", "subject");
    expect(answer.status).toBe(200);
    const body = answer.body as MarketComparison;
    expect(body.comparables.map((c) => c.price).sort()).toEqual([22_990, 24_490, 25_000, 25_490, 25_990, 27_990]);
    expect(body.comparables.filter((c) => c.slug !== null).map((c) => c.slug).sort()).toEqual(["alpha-near", "alpha-newer", "alpha-reserved"]);
    expect(body.comparables.filter((c) => c.state === "NSW").every((c) => c.slug === null)).toBe(true);
    expect(body).toMatchObject({ listing_price: 24_990 });
    for (const field of ["fill", "market_range_min", "market_range_max", "confidence", "description"]) expect((body as Record<string, unknown>)[field], field).not.toBeNull();
    expect(showsPriceComparison(body)).toBe(true);
  });

  it("another site sees the same market, with the first site's cars anonymous", async () => {
    const body = (await ask("bravo", "bravo-same")).body as MarketComparison;
    expect(body.comparables.map((c) => c.slug).filter(Boolean).sort()).toEqual(["bravo-caps", "bravo-older"]);
    expect(body.comparables).toHaveLength(6);
  });

  it("a reserved car answers without an estimate, which the panel rule hides", async () => {
    const answer = await ask("alpha", "alpha-reserved");
    expect(answer).toMatchObject({ status: 200, body: { fill: null, listing_price: null, confidence: null, comparables: [] } });
    expect(showsPriceComparison(answer.body as MarketComparison)).toBe(false);
  });

  it.each([
    ["alpha", "no-such-car"],
    ["alpha", "bravo-same"], // another site's car
    ["bravo", "bravo-unpublished"],
  ])("%s asking for %s → 404", async (siteSlug, carSlug) => {
    expect(await ask(siteSlug, carSlug)).toEqual({ status: 404, body: { error: { message: "No such car on this site" } } });
  });
});

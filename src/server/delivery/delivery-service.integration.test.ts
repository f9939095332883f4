import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { loadSites } from "@/db/queries/sites";
import { cars, deliveryRates, dealerships, locations, siteDealerships, sites } from "@/db/schema";
import type { Site } from "@/domain/site/site";
import { minimalSiteConfig } from "../../../tests/factories/minimal-site-config";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { answerDeliveryEstimate } from "./delivery-service";

const NOW = new Date("2026-11-20T00:00:00Z");
const SORRY = "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";

let handle: DatabaseHandle;
let alpha: Site;
let bravo: Site;
const ids: Record<string, number> = {};

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  const [dA, dB] = await db.insert(dealerships).values([{ slug: "alpha", name: "Alpha" }, { slug: "bravo", name: "Bravo" }]).returning();
  const [city, coast] = await db.insert(locations).values([
    { dealershipId: dA!.id, name: "City", slug: "city", street: "1 Queen St", city: "Brisbane", state: "QLD", postcode: "4000", lat: -27.4698, lng: 153.0251, primary: true },
    // No coordinates: the postcode table places it.
    { dealershipId: dA!.id, name: "Coast", slug: "coast", street: "1 Gold Coast Hwy", city: "Surfers Paradise", state: "QLD", postcode: "4217" },
  ]).returning();
  const [sA, sB] = await db.insert(sites).values([
    { slug: "alpha", name: "Alpha", template: "metro-group", config: minimalSiteConfig("alpha") },
    { slug: "bravo", name: "Bravo", template: "metro-group", config: minimalSiteConfig("bravo") },
  ]).returning();
  await db.insert(siteDealerships).values([{ siteId: sA!.id, dealershipId: dA!.id }, { siteId: sB!.id, dealershipId: dB!.id }]);
  await db.insert(deliveryRates).values([
    { siteId: sA!.id, name: "Metro", maxDistanceKm: 50, price: 0 },
    { siteId: sA!.id, name: "Interstate", maxDistanceKm: 1000, price: 990 },
    { siteId: sA!.id, name: "Regional", maxDistanceKm: 200, price: 350 },
  ]);
  const car = (slug: string, dealershipId: number, extra: Partial<typeof cars.$inferInsert> = {}) => ({
    slug, dealershipId, name: slug, year: 2022, make: "Toyota", model: "Corolla", stocknum: slug, carType: "used", status: "in_stock", price: 30_000, ...extra,
  });
  const rows = await db.insert(cars).values([
    car("at-city", dA!.id, { locationId: city!.id }),
    car("at-coast", dA!.id, { locationId: coast!.id }),
    car("no-location", dA!.id),
    car("unpublished", dA!.id, { locationId: city!.id, showOnDealerWebsite: false }),
    car("bravo-car", dB!.id),
  ]).returning();
  for (const row of rows) ids[row.slug] = row.id;
  const loaded = await loadSites(db);
  [alpha, bravo] = ["alpha", "bravo"].map((slug) => loaded.find((s) => s.slug === slug)!) as [Site, Site];
});

afterAll(() => destroyTestDatabase(handle));

const ask = (site: Site, query: Record<string, string>) => answerDeliveryEstimate(handle.db, site, new URLSearchParams(query), NOW);

describe("GET /api/delivery — valid input", () => {
  it.each([
    ["at-city", "4000", { price: 0, name: "Metro" }], // same postcode
    ["at-city", "4217", { price: 350, name: "Regional" }], // Brisbane → Surfers Paradise, about 65 km
    ["at-city", "2000", { price: 990, name: "Interstate" }], // Brisbane → Sydney, about 730 km
    ["at-coast", "4217", { price: 0, name: "Metro" }], // a location without coordinates is placed by its postcode
    ["no-location", "4000", { price: 0, name: "Metro" }], // a car without a location ships from the primary one
    ["at-city", " 4000 ", { price: 0, name: "Metro" }],
  ])("%s to %s → %j", async (slug, postcode, expected) => {
    expect(await ask(alpha, { car_id: String(ids[slug]), postcode })).toEqual({ status: 200, body: expected, headers: { "Cache-Control": "public, max-age=300" } });
  });
});

describe("GET /api/delivery — no estimate", () => {
  it("6000, beyond every band (Perth) → 404 with spec 000 §8's 'Sorry…'", async () => {
    expect(await ask(alpha, { car_id: String(ids["at-city"]), postcode: "6000" })).toEqual({ status: 404, body: { error: { parameter: "postcode", message: SORRY } } });
  });

  it.each([
    ["3989", "a postcode whose only row is wrong in the source data"],
    ["1000", "no such postcode"],
  ])("%s (%s) → 404 'Invalid postcode' (spec 001 §8: \"'Invalid postcode' (geocoding)\")", async (postcode) => {
    expect(await ask(alpha, { car_id: String(ids["at-city"]), postcode })).toEqual({ status: 404, body: { error: { parameter: "postcode", message: "Invalid postcode" } } });
  });

  it("a site without delivery rates has no estimate", async () => {
    expect(await ask(bravo, { car_id: String(ids["bravo-car"]), postcode: "4000" })).toMatchObject({ status: 404, body: { error: { message: SORRY } } });
  });
});

describe("GET /api/delivery — invalid input", () => {
  it.each([
    [{ car_id: "1" }, 400, "postcode", "Please enter a postcode."],
    [{ car_id: "1", postcode: "" }, 400, "postcode", "Please enter a postcode."],
    [{ car_id: "1", postcode: "40000" }, 400, "postcode", "Invalid postcode. Please enter a 4-digit number."],
    [{ postcode: "4000" }, 400, "car_id", "must be a car id (a whole number)"],
    [{ car_id: "abc", postcode: "4000" }, 400, "car_id", "must be a car id (a whole number)"],
    [{ car_id: "99999999999", postcode: "4000" }, 400, "car_id", "must be a car id (a whole number)"],
    [{ car_id: "999999", postcode: "4000" }, 404, "car_id", "No such car on this site"],
  ])("%j → %i naming %s", async (query, status, parameter, message) => {
    expect(await ask(alpha, query)).toEqual({ status, body: { error: { parameter, message } } });
  });

  it("never estimates another site's car or an unpublished one", async () => {
    for (const slug of ["bravo-car", "unpublished"]) {
      expect(await ask(alpha, { car_id: String(ids[slug]), postcode: "4000" })).toMatchObject({ status: 404, body: { error: { parameter: "car_id" } } });
    }
  });
});

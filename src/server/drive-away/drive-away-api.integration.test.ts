import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { loadSites } from "@/db/queries/sites";
import { cars, deliveryRates } from "@/db/schema";
import type { Site } from "@/domain/site/site";
import { createTwoSitesFixture } from "../../../tests/fixtures/two-sites-fixture";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { eq } from "drizzle-orm";
import { leads } from "@/db/schema";
import { submitLead } from "@/server/leads/submit-lead";
import { answerDriveAway } from "./drive-away-api";

const NOW = new Date("2026-11-20T00:00:00Z");
let handle: DatabaseHandle;
let alpha: Site;
const ids: Record<string, number> = {};

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  const fx = await createTwoSitesFixture(db);
  await db.insert(deliveryRates).values([{ siteId: fx.alphaSiteId, name: "Metro", maxDistanceKm: 50, price: 0 }, { siteId: fx.alphaSiteId, name: "Interstate", maxDistanceKm: 1000, price: 990 }]);
  const car = (slug: string, dealershipId: number, extra: Partial<typeof cars.$inferInsert> = {}) => ({
    slug, dealershipId, locationId: fx.sydneyLocationId, name: slug, year: 2026, make: "Mazda", model: "CX-5", stocknum: slug, carType: "new", status: "in_stock", price: 50_000,
    body: "SUV", fuel: "Petrol", variant: { cylinders: 4, enginesize: 2488 }, ...extra,
  });
  const rows = await db.insert(cars).values([
    car("new-suv", fx.alphaDealershipId),
    car("used-drive-away", fx.alphaDealershipId, { carType: "used", priceType: "Drive Away" }),
    car("bravo-car", fx.bravoDealershipId),
  ]).returning();
  for (const row of rows) ids[row.slug] = row.id;
  alpha = (await loadSites(db)).find((s) => s.slug === "alpha")!;
});

afterAll(() => destroyTestDatabase(handle));

const ask = (query: Record<string, string>) => answerDriveAway(handle.db, alpha, new URLSearchParams(query), NOW);
const amounts = (body: unknown) => (body as { lines: { kind: string; amount: number | null }[] }).lines.map((l) => [l.kind, l.amount]);

describe("GET /api/drive-away", () => {
  it("NSW postcode: NSW duty and registration, delivery in the metro band", async () => {
    const answer = await ask({ car_id: String(ids["new-suv"]), postcode: "2000" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ state: "NSW", basis: "excludes-charges", price: 50_000, complete: false, total: 50_000 + 1600 + 453 });
    expect(amounts(answer.body)).toEqual([["duty", 1600], ["registration", 453], ["ctp", null], ["plates", null], ["delivery", 0]]);
  });

  it("VIC postcode: VIC duty; Melbourne is in the interstate band", async () => {
    const answer = await ask({ car_id: String(ids["new-suv"]), postcode: "3000" });
    expect(answer.body).toMatchObject({ state: "VIC", total: 50_000 + 2100 + 990 });
    expect(amounts(answer.body)).toEqual([["duty", 2100], ["registration", null], ["ctp", 0], ["plates", null], ["delivery", 990]]);
  });

  it.each([
    [{ car_id: "1" }, 400, "postcode", "Please enter a postcode."],
    [{ car_id: "1", postcode: "20000" }, 400, "postcode", "Invalid postcode. Please enter a 4-digit number."],
    [{ postcode: "2000" }, 400, "car_id", "must be a car id (a whole number)"],
    [{ car_id: "0", postcode: "2000" }, 400, "car_id", "must be a car id (a whole number)"],
    [{ car_id: "99999999999", postcode: "2000" }, 400, "car_id", "must be a car id (a whole number)"],
    [{ car_id: "999999", postcode: "2000" }, 404, "car_id", "No such car on this site"],
    [{ car_id: "NEW", postcode: "3989" }, 404, "postcode", "Invalid postcode"], // spec 001 §8: "'Invalid postcode' (geocoding)"
    [{ car_id: "USED", postcode: "2000" }, 422, "car_id", "This car has no drive-away estimate: its price already includes on-road costs, or it is not a car our tables cover."],
  ])("%j → %i naming %s", async (query, status, parameter, message) => {
    const resolved = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, v === "NEW" ? String(ids["new-suv"]) : v === "USED" ? String(ids["used-drive-away"]) : v]));
    expect(await ask(resolved)).toMatchObject({ status, body: { error: { parameter, message } } });
  });

  it("never estimates another site's car", async () => {
    expect(await ask({ car_id: String(ids["bravo-car"]), postcode: "2000" })).toMatchObject({ status: 404, body: { error: { parameter: "car_id" } } });
  });
});

describe("the lead's ADF carries the estimate the shopper viewed", () => {
  it("worked out again on the server for the postcode sent with the enquiry", async () => {
    const body = { car_id: ids["new-suv"], name: "Jess", last_name: "Nguyen", email: "jess@example.com", phone: "0412 345 678", postcode: "2000", message: "Is it available?", terms_conditions: true, drive_away_postcode: "2000" };
    const result = await submitLead(handle.db, alpha, body, { now: NOW }, { rateLimit: { max: 100, windowMs: 60_000 } });
    expect(result.kind).toBe("created");
    const [lead] = await handle.db.select({ adf: leads.adf }).from(leads).where(eq(leads.id, (result as { leadId: string }).leadId));
    expect(lead!.adf).toContain("Drive-away estimate viewed for postcode 2000 (NSW): price $50,000, Stamp duty $1,600, Registration (12 months) $453");
  });
});

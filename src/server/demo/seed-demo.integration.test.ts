import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/db/client";
import { loadSites } from "@/db/queries/sites";
import {
  cars, dealerships, deliveryRates, locations, manufacturers, models, offers, openingHours, promoNodes, reviews, siteDealerships, sitePages, sitePageVersions, sites, slides, specialHours,
} from "@/db/schema";
import { DEMO_CONTENT_PAGES } from "@/demo/content";
import { DEMO_TENANTS } from "@/demo/sites";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { catalogueManufacturers } from "@/demo/factories/vehicle-catalogue";
import { buildSpecialHours } from "@/demo/factories/dealer-factories";
import { placeOf } from "@/demo/factories/australian-places";
import { createRandom } from "@/demo/factories/random";
import { demoFeedRecords, planTenants, type StockingDealership } from "./demo-plan";
import { databaseIsEmpty, seedDemo, type SeedSummary } from "./seed-demo";
import { latestTokenSentTo, totpCodeAt } from "../../../tests/fixtures/staff-fixture";
import { completeLinkSignIn, requestSignInLink } from "../staff/staff-sign-in-link";
import { DEMO_DEALERSHIPS_WITH_TWO_SALESPEOPLE, DEMO_TOTP_SECRET } from "./demo-staff";

const NOW = new Date("2026-03-15T02:00:00.000Z");
const OPTIONS = { cars: 500, now: NOW, seed: 7 };

async function countRows(handle: DatabaseHandle): Promise<Record<string, number>> {
  const tables = { sites, dealerships, siteDealerships, locations, openingHours, specialHours, reviews, models, offers, slides, promoNodes, deliveryRates, manufacturers, cars, sitePages, sitePageVersions };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(table);
    counts[name] = row?.n ?? -1;
  }
  return counts;
}

/** An md5 of every car row (all columns, ids included) in slug order. */
async function carRowsHash(handle: DatabaseHandle): Promise<string> {
  const [row] = await handle.db.select({ hash: sql<string>`md5(string_agg(${cars}::text, E'\\n' order by ${cars.slug}))` }).from(cars);
  return row?.hash ?? "";
}

describe("seedDemo", () => {
  let first: DatabaseHandle | undefined;
  let second: DatabaseHandle | undefined;
  let summary: SeedSummary;

  beforeAll(async () => {
    first = await createTestDatabase();
    expect(await databaseIsEmpty(first.db)).toBe(true);
    summary = await seedDemo(first, OPTIONS);
  });
  afterAll(async () => {
    await destroyTestDatabase(first);
    await destroyTestDatabase(second);
  });

  it("fills every table with the demo tenants and the requested cars", async () => {
    const handle = first as DatabaseHandle;
    expect(await databaseIsEmpty(handle.db)).toBe(false);
    const dealerCount = DEMO_TENANTS.reduce((n, t) => n + t.dealerships.length, 0);
    const demoLocations = DEMO_TENANTS.flatMap((t) => t.dealerships.flatMap((d) => d.locations));
    const locationCount = demoLocations.length;
    // Each location's national holidays, Christmas Eve and its state's own holidays.
    const holidayCount = demoLocations.reduce((n, l) => n + buildSpecialHours(createRandom(1), 0, NOW, placeOf(l.place).state).length, 0);
    const counts = await countRows(handle);
    expect(counts).toMatchObject({
      sites: 5, dealerships: dealerCount, siteDealerships: dealerCount, locations: locationCount, openingHours: locationCount * 20,
      specialHours: holidayCount, slides: 15, promoNodes: 15, deliveryRates: 20, manufacturers: catalogueManufacturers().length, cars: 500,
      sitePages: Object.values(DEMO_CONTENT_PAGES).reduce((n, pages) => n + pages.length, 0),
    });
    // Each page starts as its version 1 (decision 049).
    expect(counts.sitePageVersions).toBe(counts.sitePages);
    expect(holidayCount).toBeGreaterThanOrEqual(locationCount * 10);
    expect(counts.reviews).toBeGreaterThanOrEqual(dealerCount * 6);
    expect(counts.models).toBeGreaterThan(50);
    expect(counts.offers).toBeGreaterThan(dealerCount);
    expect(summary.cars).toBe(500);
    expect(summary.sites.map((s) => s.slug)).toEqual(DEMO_TENANTS.map((t) => t.config.slug));
    expect(summary.sites.reduce((n, s) => n + s.cars, 0)).toBe(500);
    expect(summary.sites.every((s) => s.cars > 0)).toBe(true);
  });

  it("keeps every car inside a site's dealership and at one of that dealership's locations", async () => {
    const { db } = first as DatabaseHandle;
    const [orphans] = await db.select({ n: sql<number>`count(*)::int` }).from(cars)
      .where(sql`not exists (select 1 from ${siteDealerships} sd where sd.dealership_id = ${cars.dealershipId})`);
    const [misplaced] = await db.select({ n: sql<number>`count(*)::int` }).from(cars)
      .where(sql`not exists (select 1 from ${locations} l where l.id = ${cars.locationId} and l.dealership_id = ${cars.dealershipId})`);
    expect(orphans?.n).toBe(0);
    expect(misplaced?.n).toBe(0);
  });

  it("makes a group per demo site with an owner, and a salesperson per demo dealership (two at some), who sign in with the demo TOTP key", async () => {
    const demoDealerships = DEMO_TENANTS.reduce((n, t) => n + t.dealerships.length, 0);
    expect(summary.staff.filter((s) => s.role === "owner")).toHaveLength(DEMO_TENANTS.length);
    expect(summary.staff.filter((s) => s.role === "salesperson")).toHaveLength(demoDealerships + DEMO_DEALERSHIPS_WITH_TWO_SALESPEOPLE.size);
    expect(summary.staff.filter((s) => s.worksAt === "Metro MG").map((s) => s.email)).toEqual(["sales@metro-mg.example", "sales-2@metro-mg.example"]);
    const salesperson = summary.staff.find((s) => s.role === "salesperson")!;
    await requestSignInLink(first!.db, { email: salesperson.email, clientIp: null, now: NOW });
    const token = await latestTokenSentTo(first!.db, salesperson.email, "staff_sign_in_link");
    const outcome = await completeLinkSignIn(first!.db, { token, step: { kind: "totp", code: await totpCodeAt(DEMO_TOTP_SECRET, NOW) }, clientIp: null, now: NOW });
    expect(outcome.kind).toBe("signed_in");
  });

  it("stores configurations that load as sites, with the default site flagged", async () => {
    const loaded = await loadSites((first as DatabaseHandle).db);
    expect(loaded.map((s) => s.slug)).toEqual(DEMO_TENANTS.map((t) => t.config.slug));
    expect(loaded.filter((s) => s.isDefault).map((s) => s.slug)).toEqual(["southern-cross-auto"]);
    expect(loaded.find((s) => s.slug === "metro-motor-group")?.dealerships).toHaveLength(8);
  });

  it("produces identical car rows when the same options seed a second fresh database", async () => {
    second = await createTestDatabase();
    await seedDemo(second, OPTIONS);
    const [a, b] = [await carRowsHash(first as DatabaseHandle), await carRowsHash(second)];
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).toBe(a);
  });
});

describe("the car stream", () => {
  const location = { id: 1, slug: "test", name: "Test", city: "Dubbo", state: "NSW" };
  const stocking = (slug: string, id: number, weight: number): StockingDealership => ({
    tenantSlug: slug, dealershipSlug: slug, weight, locations: [location], site: { financeProvider: "manual", offersSubscriptions: false },
    dealership: { id, name: slug, makes: ["Mazda"], stockProfile: "franchise" },
  });

  async function feed(dealers: StockingDealership[], total: number, range: { from: number; to: number } = { from: 0, to: total }, perTenant = new Map<string, number>()) {
    const read = [];
    for await (const record of demoFeedRecords(dealers, { total, ...range, seed: 7, now: NOW }, perTenant)) read.push(record);
    return read;
  }

  it("gives the first cars identical feed rows whatever the total, and sends the extra cars to generated tenants", async () => {
    const demo = [stocking("demo-a", 1, 3), stocking("demo-b", 2, 1)];
    const small = await feed(demo, 200);
    const perTenant = new Map<string, number>();
    const big = await feed([...demo, stocking("dealer-0001", 3, 0), stocking("dealer-0002", 4, 0)], 4_000, { from: 0, to: 4_000 }, perTenant);
    expect(big.slice(0, 200)).toEqual(small);
    expect(perTenant.get("dealer-0001")).toBe(500);
    expect(perTenant.get("dealer-0002")).toBe(500);
    expect(small.map((r) => r.line)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(small[0]?.values).toMatchObject({ dealership_slug: expect.stringMatching(/^demo-[ab]$/), location: "test", stocknum: expect.any(String), make: expect.any(String) });
  });

  it("makes a range of the cars, so batches put together are the whole stream", async () => {
    const demo = [stocking("demo-a", 1, 1)];
    const whole = await feed(demo, 1_750);
    const batches = [...(await feed(demo, 1_750, { from: 0, to: 1_000 })), ...(await feed(demo, 1_750, { from: 1_000, to: 2_000 }))];
    expect(batches).toEqual(whole);
  });

  it("plans one generated tenant per 1,000 cars beyond the first 3,000", () => {
    expect(planTenants(3_000, 7)).toHaveLength(5);
    expect(planTenants(3_001, 7)).toHaveLength(6);
    const million = planTenants(1_000_000, 7);
    expect(million).toHaveLength(5 + 997);
    expect(million[5]?.config.slug).toBe("dealer-0001");
    expect(million.at(-1)?.config.slug).toBe("dealer-0997");
  });
});

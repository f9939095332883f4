import { and, between, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { rollUpCarDailyStats } from "@/db/queries/car-daily-stats-rollup";
import { recordCarView } from "@/db/queries/vehicle-events";
import { carDailyStats, carViewVisits, cars, leads, phoneReveals, users, watchlistEntries } from "@/db/schema";
import { FIGURES_TIME_ZONE, rollupDays } from "@/domain/car-figures/figures-days";
import { createStockWorld, type StockWorld } from "../../../tests/fixtures/workspace-stock-fixture";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { carDailyStatsJobs } from "./car-daily-stats-jobs";
import { loadCarFigures } from "./car-figures";

let handle: DatabaseHandle;
let world: StockWorld;
let carId: number;
// 13:00 on 4 December in Brisbane: the rollup's days are the 3rd and the 4th.
const NOW = new Date("2026-12-04T03:00:00Z");
const DAYS = rollupDays(NOW);

const rowsOfWindow = () => handle.db.select().from(carDailyStats).where(between(carDailyStats.day, DAYS.from, DAYS.to)).orderBy(carDailyStats.carId, carDailyStats.day);
const lead = (form: string, createdAt: string, change: Partial<typeof leads.$inferInsert> = {}) =>
  ({ siteId: world.alphaSiteId, dealershipId: world.alpha.id, carId, form, category: "Sales", payload: {}, createdAt: new Date(createdAt), ...change });

beforeAll(async () => {
  handle = await createTestDatabase();
  world = await createStockWorld(handle);
  carId = await world.carId("U1001");
  const { db } = handle;
  await recordCarView(db, carId, "visitor-1", "2026-12-04", true);
  await recordCarView(db, carId, "visitor-2", "2026-12-04");
  // The same visitor again that day, now from the search: one view, from search.
  await recordCarView(db, carId, "visitor-2", "2026-12-04", true);
  await recordCarView(db, carId, "visitor-3", "2026-12-03");
  // Before the rollup's days: left alone.
  await recordCarView(db, carId, "visitor-4", "2026-12-01");
  const [shopper] = await db.insert(users).values({ siteId: world.alphaSiteId, phone: "+61412345678" }).returning();
  // 01:00 on the 4th in Brisbane, still the 3rd in UTC.
  await db.insert(watchlistEntries).values({ siteId: world.alphaSiteId, userId: shopper!.id, carId, createdAt: new Date("2026-12-03T15:00:00Z") });
  await db.insert(leads).values([
    lead("enquiry", "2026-12-03T13:30:00Z"),
    lead("test_drive", "2026-12-04T01:00:00Z"),
    lead("enquiry", "2026-12-04T01:10:00Z", { testTraffic: true }),
    lead("enquiry", "2026-12-04T01:20:00Z", { suspectedSpam: true }),
  ]);
  await db.insert(phoneReveals).values({ carId, dealershipId: world.alpha.id, siteId: world.alphaSiteId, createdAt: new Date("2026-12-04T02:00:00Z") });
});
afterAll(() => destroyTestDatabase(handle));

describe("the car_daily_stats rollup (decision 052)", () => {
  it("counts each day's raw events on Brisbane's clock: visitors, those from search, saves, leads by form but test traffic and spam, phone reveals", async () => {
    expect(await carDailyStatsJobs(60_000).sweep(handle.db, NOW)).toBe(2);
    expect(await rowsOfWindow()).toEqual([
      { carId, day: "2026-12-03", views: 1, searchViews: 0, saves: 0, leads: 1, leadsByForm: { enquiry: 1 }, phoneReveals: 0 },
      { carId, day: "2026-12-04", views: 2, searchViews: 2, saves: 1, leads: 1, leadsByForm: { test_drive: 1 }, phoneReveals: 1 },
    ]);
    const [visits] = await handle.db.select({ n: count() }).from(carViewVisits).where(and(eq(carViewVisits.carId, carId), between(carViewVisits.day, DAYS.from, DAYS.to)));
    const [rolled] = await handle.db.select({ n: sql<number>`sum(views)::int` }).from(carDailyStats).where(eq(carDailyStats.carId, carId));
    expect(rolled!.n).toBe(visits!.n);
  });

  it("run again, it changes nothing; a save removed since leaves its day", async () => {
    const before = await rowsOfWindow();
    await rollUpCarDailyStats(handle.db, DAYS, FIGURES_TIME_ZONE);
    expect(await rowsOfWindow()).toEqual(before);
    await handle.db.delete(watchlistEntries);
    await rollUpCarDailyStats(handle.db, DAYS, FIGURES_TIME_ZONE);
    expect((await rowsOfWindow()).map((row) => row.saves)).toEqual([0, 0]);
  });
});

describe("a car's figures (issue 34 \"How it sells\")", () => {
  it("reads the last 30 days from the rollup, every day present, with 7- and 30-day totals", async () => {
    const figures = await loadCarFigures(handle.db, world.staff.alphaManager, carId, NOW);
    expect(figures!.series).toHaveLength(30);
    expect(figures!.series.at(-1)).toMatchObject({ day: "2026-12-04", views: 2, searchViews: 2 });
    expect(figures!.series[0]).toMatchObject({ day: "2026-11-05", views: 0 });
    expect(figures!.last7).toMatchObject({ views: 3, leads: 2, phoneReveals: 1, leadsByForm: { enquiry: 1, test_drive: 1 } });
  });

  it("is read for a car of the staff member's dealerships or group, and for no one else's", async () => {
    expect(await loadCarFigures(handle.db, world.staff.northGroupManager, carId, NOW)).not.toBeNull();
    expect(await loadCarFigures(handle.db, world.staff.alphaSales, carId, NOW)).not.toBeNull();
    expect(await loadCarFigures(handle.db, world.staff.deltaManager, carId, NOW)).toBeNull();
    expect(await loadCarFigures(handle.db, world.staff.bravoManager, carId, NOW)).toBeNull();
    expect(await loadCarFigures(handle.db, world.staff.southGroupOwner, carId, NOW)).toBeNull();
  });

  it("gives the medians of days to sell from sold comparables, and none from fewer than 5", async () => {
    const sold = (dealershipId: number, n: number, days: number) => ({
      dealershipId, slug: `sold-${dealershipId}-${n}`, name: "Sold RAV4", stocknum: `S${dealershipId}-${n}`, year: 2021, make: "toyota", model: "RAV4", km: 45_000,
      carType: "used", status: "sold", createdAt: new Date(NOW.getTime() - (days + 10) * 86_400_000), soldAt: new Date(NOW.getTime() - 10 * 86_400_000),
    });
    await handle.db.insert(cars).values([
      ...[10, 20, 30, 40].map((days, n) => sold(world.alpha.id, n, days)),
      ...[50, 60].map((days, n) => sold(world.bravo.id, n, days)),
      // Not comparable: another model, and a car sold more than a year ago.
      { ...sold(world.bravo.id, 7, 5), model: "Corolla" },
      { ...sold(world.bravo.id, 8, 5), soldAt: new Date(NOW.getTime() - 400 * 86_400_000) },
    ]);
    const figures = await loadCarFigures(handle.db, world.staff.alphaManager, carId, NOW);
    expect(figures!.dealershipMedian).toEqual({ median: null, soldCars: 4 });
    expect(figures!.marketMedian).toEqual({ median: 35, soldCars: 6 });
  });
});

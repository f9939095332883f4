import { NextRequest } from "next/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUT } from "@/app/api/dealer/stock/route";
import { replaceProcessSingleton } from "@/config/process-singletons";
import type { DatabaseHandle } from "@/db/client";
import { DATABASE_SINGLETON } from "@/db/connection";
import { listPriceChanges, loadHandSetPrice } from "@/db/queries/price-changes";
import { loadSites } from "@/db/queries/sites";
import { carDailyStats, cars, sites, staffAuditLog } from "@/db/schema";
import { parseStockListQuery } from "@/domain/stock/stock-list-query";
import { loadVehiclePageModel } from "@/server/vehicle/vehicle-page-model";
import { PRICE_EDIT_MESSAGES } from "@/domain/stock/price-edit-form";
import { issueDealerApiKey } from "@/server/dealer-api/dealer-api-keys";
import { importStock } from "@/server/stock/import-stock";
import { feedCsv } from "../../../tests/factories/feed-csv";
import { feedRow, records } from "../../../tests/fixtures/stock-fixture";
import { createStockWorld, FEED_SOURCE, importOptions, STOCK_T0, type StockWorld } from "../../../tests/fixtures/workspace-stock-fixture";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { changeCarPrice } from "./change-car-price";
import { loadStockCarView, loadStockList } from "./stock-views";

let handle: DatabaseHandle;
let world: StockWorld;
const day = (n: number) => new Date(STOCK_T0.getTime() + n * 86_400_000);
const context = (n: number) => ({ now: day(n), clientIp: "203.0.113.9" });
const priceOf = async (carId: number) => (await handle.db.select({ price: cars.price }).from(cars).where(eq(cars.id, carId)))[0]!.price;
const edit = (carId: number, price: string, loaded: number) => ({ car_id: String(carId), price, loaded_price: String(loaded) });

beforeAll(async () => {
  handle = await createTestDatabase();
  world = await createStockWorld(handle);
  replaceProcessSingleton(DATABASE_SINGLETON, Promise.resolve(handle));
});
afterAll(() => destroyTestDatabase(handle));

describe("the price-change record", () => {
  it("keeps no change for a new car, and an import's change with the feed as its source", async () => {
    const carId = await world.carId("U1001");
    expect(await listPriceChanges(handle.db, carId)).toEqual([]);
    const before = world.alphaRows[0]!.price as number;
    await importStock(handle, [world.alpha], records([feedRow(1, { price: 36_990 }), ...world.alphaRows.slice(1)]), importOptions({ now: day(1) }));
    expect(await listPriceChanges(handle.db, carId)).toEqual([{ oldPrice: before, newPrice: 36_990, changedAt: day(1), source: FEED_SOURCE, staffName: null }]);
    // The other cars' rows did not change: no record for them.
    expect(await listPriceChanges(handle.db, await world.carId("U1002"))).toEqual([]);
  });

  it("keeps a change pushed to PUT /api/dealer/stock as the push API's", async () => {
    const key = await issueDealerApiKey(handle.db, world.alpha.id, "test");
    const rows = [feedRow(1, { price: 36_990 }), feedRow(2, { price: 29_990 }), ...world.alphaRows.slice(2)];
    const response = await PUT(new NextRequest("http://alpha.localhost:3000/api/dealer/stock", {
      method: "PUT", headers: { host: "alpha.localhost:3000", "content-type": "text/csv", authorization: `Bearer ${key}` }, body: feedCsv(rows),
    }));
    expect(response.status).toBe(200);
    expect(await listPriceChanges(handle.db, await world.carId("U1002"))).toEqual([
      expect.objectContaining({ oldPrice: world.alphaRows[1]!.price, newPrice: 29_990, source: "push API", staffName: null }),
    ]);
  });

  it("keeps a workspace change with its staff member, writes the audit entry and moves the stock version", async () => {
    const carId = await world.carId("U1003");
    const loaded = await priceOf(carId);
    const outcome = await changeCarPrice(handle.db, world.staff.alphaManager, edit(carId, "$31,990", loaded), context(2));
    expect(outcome).toEqual({ kind: "changed", carId });
    expect(await priceOf(carId)).toBe(31_990);
    expect(await listPriceChanges(handle.db, carId)).toEqual([{ oldPrice: loaded, newPrice: 31_990, changedAt: day(2), source: "workspace", staffName: "Mia Manager" }]);
    const audit = await handle.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, "change_car_price"));
    expect(audit).toEqual([expect.objectContaining({ actorId: world.staff.alphaManager.id, dealershipId: world.alpha.id, clientIp: "203.0.113.9", detail: { carId, stocknum: "U1003", from: loaded, to: 31_990 } })]);
  });

  it("refuses a stale form: the car's price changed since it was loaded, and nothing changes", async () => {
    const carId = await world.carId("U1003");
    const records = (await listPriceChanges(handle.db, carId)).length;
    const outcome = await changeCarPrice(handle.db, world.staff.alphaMarketing, edit(carId, "30990", 33_010), context(3));
    expect(outcome).toEqual({ kind: "stale", carId, price: 31_990 });
    expect(await priceOf(carId)).toBe(31_990);
    expect(await listPriceChanges(handle.db, carId)).toHaveLength(records);
  });

  it("names the field of a bad price, and the same price", async () => {
    const carId = await world.carId("U1004");
    const loaded = await priceOf(carId);
    expect(await changeCarPrice(handle.db, world.staff.alphaManager, edit(carId, "29990.50", loaded), context(3))).toEqual({ kind: "invalid", errors: { price: PRICE_EDIT_MESSAGES.cents } });
    expect(await changeCarPrice(handle.db, world.staff.alphaManager, edit(carId, String(loaded), loaded), context(3))).toEqual({ kind: "invalid", errors: { price: PRICE_EDIT_MESSAGES.same } });
    expect(await listPriceChanges(handle.db, carId)).toEqual([]);
  });
});

describe("who may change a price", () => {
  it("refuses salespeople, and anyone outside the car's dealership or group as if the car did not exist", async () => {
    const carId = await world.carId("U1004");
    const loaded = await priceOf(carId);
    expect(await changeCarPrice(handle.db, world.staff.alphaSales, edit(carId, "25000", loaded), context(4))).toEqual({ kind: "forbidden" });
    for (const outsider of [world.staff.deltaManager, world.staff.bravoManager, world.staff.southGroupOwner]) {
      expect(await changeCarPrice(handle.db, outsider, edit(carId, "25000", loaded), context(4)), outsider.name).toEqual({ kind: "not_found" });
    }
    expect(await priceOf(carId)).toBe(loaded);
    expect(await changeCarPrice(handle.db, world.staff.northGroupManager, edit(carId, "25000", loaded), context(4))).toEqual({ kind: "changed", carId });
  });
});

describe("a hand price against later imports (decision 046)", () => {
  it("holds while the feed sends the price it sent when it was set, and gives way when the feed's price changes", async () => {
    const carId = await world.carId("U1004");
    const feedPrice = world.alphaRows[3]!.price as number;
    const others = [feedRow(1, { price: 36_990 }), feedRow(2, { price: 29_990 }), feedRow(3)];
    expect(await loadHandSetPrice(handle.db, carId)).toMatchObject({ price: 25_000, feedPrice, staffName: "Gus Group" });
    // Another field of the row changes: the row is merged, but its price is the feed's old one.
    await importStock(handle, [world.alpha], records([...others, feedRow(4, { km: 50_000 })]), importOptions({ now: day(5) }));
    expect(await priceOf(carId)).toBe(25_000);
    expect(await loadHandSetPrice(handle.db, carId)).not.toBeNull();
    // U1003's hand price holds too, though its feed row is the same as ever.
    expect(await priceOf(await world.carId("U1003"))).toBe(31_990);
    await importStock(handle, [world.alpha], records([...others, feedRow(4, { km: 50_000, price: 27_990 })]), importOptions({ now: day(6) }));
    expect(await priceOf(carId)).toBe(27_990);
    expect(await loadHandSetPrice(handle.db, carId)).toBeNull();
    expect((await listPriceChanges(handle.db, carId)).map((c) => [c.oldPrice, c.newPrice, c.source])).toEqual([[feedPrice, 25_000, "workspace"], [25_000, 27_990, FEED_SOURCE]]);
  });
});

describe("who may see the stock", () => {
  const listed = async (staff: StockWorld["staff"][keyof StockWorld["staff"]], q = "") => (await loadStockList(handle.db, staff, parseStockListQuery({ q }), new Date())).rows.map((r) => r.stocknum);

  it("lists the staff member's dealerships' cars only, and finds them by stock number, VIN or make and model", async () => {
    expect(await listed(world.staff.alphaSales)).toEqual(["U1001", "U1002", "U1003", "U1004"]);
    expect(await listed(world.staff.northGroupManager)).toEqual(["U1001", "U1002", "U1003", "U1004"]);
    expect(await listed(world.staff.deltaManager)).toEqual([]);
    expect(await listed(world.staff.bravoManager)).toEqual(["U1009"]);
    expect(await listed(world.staff.southGroupOwner, "u1001")).toEqual([]);
    expect(await listed(world.staff.alphaManager, "u1003")).toEqual(["U1003"]);
    expect(await listed(world.staff.alphaManager, String(world.alphaRows[1]!.vin).toLowerCase())).toEqual(["U1002"]);
    expect(await listed(world.staff.alphaManager, "toyota rav")).toHaveLength(4);
    expect(await listed(world.staff.alphaManager, "toyota corolla")).toEqual([]);
  });

  it("narrows to a dealership asked for only inside the scope", async () => {
    const asked = (staff: StockWorld["staff"]["northGroupManager"], dealership: number) => loadStockList(handle.db, staff, parseStockListQuery({ dealership: String(dealership) }), new Date());
    expect((await asked(world.staff.northGroupManager, world.alpha.id)).rows).toHaveLength(4);
    const outside = await asked(world.staff.alphaManager, world.bravo.id);
    expect(outside.query.dealershipId).toBeNull();
    expect(outside.rows.map((r) => r.stocknum)).not.toContain("U1009");
  });

  it("sorts by price and by days listed", async () => {
    const sorted = async (sort: string) => (await loadStockList(handle.db, world.staff.alphaManager, parseStockListQuery({ sort }), new Date())).rows.map((r) => r.price);
    const ascending = await sorted("price_asc");
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(await sorted("price_desc")).toEqual([...ascending].reverse());
  });

  it("shows each listed car's views, saves and leads of the last 7 and 30 days from the daily rollup, and none for a day outside them", async () => {
    // 09:00 on 4 Dec in Brisbane, the figures' clock: the 7 days start on 28 Nov, the 30 on 5 Nov.
    const now = new Date("2026-12-03T23:00:00Z");
    const [u1001, u1002] = [await world.carId("U1001"), await world.carId("U1002")];
    await handle.db.insert(carDailyStats).values([
      { carId: u1001, day: "2026-12-04", views: 5, saves: 1, leads: 1 },
      { carId: u1001, day: "2026-11-28", views: 3, saves: 0, leads: 0 },
      { carId: u1001, day: "2026-11-27", views: 10, saves: 2, leads: 0 },
      { carId: u1001, day: "2026-11-05", views: 1, saves: 0, leads: 1 },
      { carId: u1001, day: "2026-11-04", views: 100, saves: 9, leads: 9 },
      { carId: u1002, day: "2026-12-05", views: 7, saves: 7, leads: 7 },
    ]);
    try {
      const { activity } = await loadStockList(handle.db, world.staff.alphaManager, parseStockListQuery({}), now);
      expect(activity.get(u1001)).toEqual({ last7: { views: 8, saves: 1, leads: 1 }, last30: { views: 19, saves: 3, leads: 2 } });
      // U1002's only row is a day after today, U1003 has none: neither has figures in the windows (the list shows zeros).
      expect(activity.has(u1002)).toBe(false);
      expect(activity.has(await world.carId("U1003"))).toBe(false);
      // Another dealership's staff never list the car, so never its figures.
      expect((await loadStockList(handle.db, world.staff.bravoManager, parseStockListQuery({}), now)).activity.has(u1001)).toBe(false);
    } finally {
      await handle.db.delete(carDailyStats);
    }
  });

  it("opens a car with its hand price and price changes for its dealership's staff, and for nobody else", async () => {
    const carId = await world.carId("U1003");
    const view = await loadStockCarView(handle.db, world.staff.alphaSales, carId);
    expect(view).toMatchObject({ car: { stocknum: "U1003", price: 31_990 }, hold: { price: 31_990, staffName: "Mia Manager" }, mayEditPrice: false });
    expect(view!.changes.map((c) => c.source)).toEqual(["workspace"]);
    expect(view!.sitePages).toEqual([{ siteName: "Alpha", url: expect.stringMatching(/^https?:\/\/alpha\.localhost(:\d+)?\/cars\//) }]);
    for (const outsider of [world.staff.deltaManager, world.staff.bravoManager, world.staff.southGroupOwner]) {
      expect(await loadStockCarView(handle.db, outsider, carId), outsider.name).toBeNull();
    }
  });
});

describe("the vehicle page's price history (issue 35 §3)", () => {
  it("shows the price changes from the record on a site with priceHistory, and nothing on one without", async () => {
    const [alpha] = await loadSites(handle.db, [world.alphaSiteId]);
    const slug = (await loadStockCarView(handle.db, world.staff.alphaManager, await world.carId("U1001")))!.car.slug;
    expect((await loadVehiclePageModel(handle.db, alpha!, slug, day(7)))!.priceHistory).toBeNull();
    await handle.db.update(sites).set({ config: { ...alpha!.config, priceHistory: true } }).where(eq(sites.id, alpha!.id));
    const [withHistory] = await loadSites(handle.db, [world.alphaSiteId]);
    expect((await loadVehiclePageModel(handle.db, withHistory!, slug, day(7)))!.priceHistory).toEqual({
      listed: "Listed 7 days ago", changes: [`$${(world.alphaRows[0]!.price as number).toLocaleString("en-AU")} → $36,990 on 2 Nov`],
    });
  });
});

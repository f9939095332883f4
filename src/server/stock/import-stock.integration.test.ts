import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/db/client";
import { cars, reservations, sites } from "@/db/schema";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { photoKey } from "@/server/media/dealer-photos";
import { readCsvFeed } from "./feed-readers";
import { importStock, ImportRefusedError, type ImportOptions } from "./import-stock";
import { carsOf, createStockFixture, feedRow, records, resetCars, stockVersion, textStream, type StockFixture } from "../../../tests/fixtures/stock-fixture";

let handle: DatabaseHandle;
let fx: StockFixture;
const T0 = new Date("2026-03-01T00:00:00.000Z");
const T1 = new Date("2026-03-02T00:00:00.000Z");
const ten = Array.from({ length: 10 }, (_, i) => feedRow(i + 1));

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createStockFixture(handle);
});
afterAll(() => destroyTestDatabase(handle));
beforeEach(() => resetCars(handle.db));

// A feed is merged a batch at a time: in one batch, and in batches of three rows, the outcome is the same.
describe.each([["in one batch", undefined], ["in batches of 3 rows", 3]])("importStock %s", (_, batchRows) => {
  const options = (overrides: Partial<ImportOptions> = {}): ImportOptions => ({ now: T0, source: "test feed", full: true, force: false, maxRejectedShare: 0.05, batchRows, ...overrides });
  const importAlpha = (rows: readonly unknown[], overrides: Partial<ImportOptions> = {}) => importStock(handle, [fx.alpha], records(rows), options(overrides));

  it("inserts a new feed: slugs, locations, photos through the media route, prices and dates", async () => {
    const summary = await importAlpha([...ten.slice(0, 9), feedRow(10, { location: "Alpha North", status: "sold" })]);
    expect(summary).toMatchObject({ rows: 10, inserted: 10, updated: 0, unchanged: 0, markedSold: 0, rejected: 0, problems: [], dealerships: ["alpha-motors"] });
    const stored = await carsOf(handle.db, fx.alpha.id);
    const first = stored[0]!;
    expect(first).toMatchObject({ slug: "2021-toyota-rav4-gxl-u1001", name: "2021 Toyota RAV4 GXL", locationName: "Alpha City", city: "Brisbane", price: 39_000, km: 41_201, status: "in_stock", soldAt: null });
    expect(first.createdAt).toEqual(T0);
    // The car's photo folder: its dealership and stock number (base64url of "U1001"); the keys are of the URLs.
    const folder = `/media/photos/${fx.alpha.id}/VTEwMDE/`;
    expect(first.images).toEqual([
      { url: `${folder}${photoKey("https://photos.example/1/1.jpg")}`, thumbUrl: expect.any(String), kind: "exterior" },
      { url: `${folder}${photoKey("https://photos.example/1/2.jpg")}`, thumbUrl: expect.any(String), kind: "exterior" },
    ]);
    expect(first.primaryImageUrl).toBe((first.images as { url: string }[])[0]?.url);
    expect(first.photoSources).toEqual(["https://photos.example/1/1.jpg", "https://photos.example/1/2.jpg"]);
    expect(stored[9]).toMatchObject({ locationName: "Alpha North", city: "Chermside", status: "sold", soldAt: T0 });
  });

  it("re-imports an unchanged feed without writing a row: 0 updates, stock version and updated_at unchanged", async () => {
    await importAlpha(ten);
    const version = await stockVersion(handle.db, fx.alpha.id);
    const before = await carsOf(handle.db, fx.alpha.id);
    const summary = await importAlpha(ten, { now: T1 });
    expect(summary).toMatchObject({ rows: 10, inserted: 0, updated: 0, unchanged: 10, markedSold: 0, rejected: 0 });
    expect(await stockVersion(handle.db, fx.alpha.id)).toBe(version);
    expect(await carsOf(handle.db, fx.alpha.id)).toEqual(before);
    // Rows are known unchanged by the hash of the row a car came from; a car deleted since is inserted again.
    await handle.db.delete(cars).where(eq(cars.stocknum, "U1004"));
    expect(await importAlpha(ten, { now: T1 })).toMatchObject({ inserted: 1, updated: 0, unchanged: 9 });
  });

  it("knows a CSV row unchanged by its text and its header's: the same cells under other columns are read again", async () => {
    const importCsv = (csv: string) => importStock(handle, [fx.alpha], readCsvFeed(textStream(csv)), options({ now: T1 }));
    const row = "U1,Toyota,Yaris,2020,used,Red,Black";
    expect(await importCsv(`stocknum,make,model,year,car_type,colour,interior_colour\n${row}\n`)).toMatchObject({ inserted: 1 });
    expect(await importCsv(`stocknum,make,model,year,car_type,colour,interior_colour\n${row}\n`)).toMatchObject({ unchanged: 1 });
    expect(await importCsv(`stocknum,make,model,year,car_type,interior_colour,colour\n${row}\n`)).toMatchObject({ updated: 1 });
    expect((await carsOf(handle.db, fx.alpha.id))[0]).toMatchObject({ colour: "Black", interiorColour: "Red" });
  });

  it("updates only the changed cars and moves the stock version once", async () => {
    await importAlpha(ten);
    const version = await stockVersion(handle.db, fx.alpha.id);
    const changed = ten.map((row, i) => (i === 3 ? { ...row, price: 1_000 } : row));
    const summary = await importAlpha(changed, { now: T1 });
    expect(summary).toMatchObject({ inserted: 0, updated: 1, unchanged: 9 });
    expect(await stockVersion(handle.db, fx.alpha.id)).toBe(version + 1);
    const stored = await carsOf(handle.db, fx.alpha.id);
    expect(stored.filter((c) => c.updatedAt.getTime() === T1.getTime()).map((c) => [c.stocknum, c.price])).toEqual([["U1004", 1_000]]);
    expect(stored[3]?.createdAt).toEqual(T0);
  });

  it("marks cars missing from a full feed sold as of the import, and brings them back when they return", async () => {
    await importAlpha(ten);
    const summary = await importAlpha(ten.slice(0, 7), { now: T1 });
    expect(summary).toMatchObject({ unchanged: 7, markedSold: 3 });
    const stored = await carsOf(handle.db, fx.alpha.id);
    expect(stored.slice(7).map((c) => [c.stocknum, c.status, c.soldAt])).toEqual([["U1008", "sold", T1], ["U1009", "sold", T1], ["U1010", "sold", T1]]);
    // Sold stays sold (and keeps its date) in later imports; listed again, the car is back in stock.
    expect(await importAlpha(ten.slice(0, 7), { now: new Date("2026-03-03T00:00:00Z") })).toMatchObject({ markedSold: 0, unchanged: 7 });
    expect(await importAlpha(ten.slice(0, 8), { now: new Date("2026-03-04T00:00:00Z") })).toMatchObject({ updated: 1, markedSold: 0 });
    expect((await carsOf(handle.db, fx.alpha.id))[7]).toMatchObject({ status: "in_stock", soldAt: null });
  });

  it("keeps a car a paid deposit holds reserved when the feed says it is not, and stores the car's own deposit", async () => {
    await importAlpha(ten);
    const [car] = await handle.db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, "U1002"));
    const [site] = await handle.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, "alpha"));
    await handle.db.update(cars).set({ reserved: true }).where(eq(cars.id, car!.id));
    await handle.db.insert(reservations).values({
      siteId: site!.id, dealershipId: fx.alpha.id, carId: car!.id, status: "reserved", amount: 200, provider: "stripe", receiptToken: "t", receiptUrl: "/r/t",
      name: "Sam", lastName: "Lee", email: "sam@example.com", phone: "0400000000", postcode: "4000",
    });
    const repriced = ten.map((row, i) => (i === 1 || i === 2 ? { ...row, price: 30_000, reserve_deposit: 500 } : row));
    expect(await importAlpha(repriced, { now: T1 })).toMatchObject({ updated: 2, unchanged: 8 });
    const stored = await carsOf(handle.db, fx.alpha.id);
    expect(stored.slice(1, 3).map((c) => [c.stocknum, c.price, c.reserved, c.reserveDeposit])).toEqual([["U1002", 30_000, true, 500], ["U1003", 30_000, false, 500]]);
  });

  it("leaves other dealerships alone, and a partial feed marks nothing sold", async () => {
    await importStock(handle, [fx.bravo], records(ten.slice(0, 2)), options());
    await importAlpha(ten);
    expect(await importAlpha(ten.slice(0, 9), { full: false })).toMatchObject({ markedSold: 0, unchanged: 9 });
    expect((await carsOf(handle.db, fx.bravo.id)).map((c) => c.status)).toEqual(["in_stock", "in_stock"]);
  });

  it("stops a full feed that would mark more than half of the stock sold, unless forced", async () => {
    await importAlpha(ten);
    const version = await stockVersion(handle.db, fx.alpha.id);
    const before = await carsOf(handle.db, fx.alpha.id);
    // The guard is checked after every batch is merged: the repriced cars and the new one must be rolled back too.
    const truncated = [...ten.slice(0, 3).map((row) => ({ ...row, price: 1_000 })), feedRow(11)];
    const refused = await importAlpha(truncated, { now: T1 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ImportRefusedError);
    expect((refused as ImportRefusedError).refusal).toEqual({ reason: "removes-too-much-stock", removals: [{ dealershipId: fx.alpha.id, dealership: "alpha-motors", stock: 10, missing: 7 }] });
    expect((refused as Error).message).toMatch(/alpha-motors: 7 of its 10 cars.*Nothing was changed/);
    expect(await carsOf(handle.db, fx.alpha.id)).toEqual(before);
    expect(await stockVersion(handle.db, fx.alpha.id)).toBe(version);
    // Half exactly is allowed; an empty feed is not.
    await expect(importAlpha([], { now: T1 })).rejects.toThrow(ImportRefusedError);
    expect(await importAlpha(ten.slice(0, 4), { now: T1, force: true })).toMatchObject({ markedSold: 6 });
  });

  it("applies nothing when the database fails part-way through", async () => {
    await importAlpha(ten);
    const version = await stockVersion(handle.db, fx.alpha.id);
    await handle.db.execute(sql`CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      IF NEW.stocknum = 'BOOM' THEN RAISE EXCEPTION 'no BOOM here'; END IF; RETURN NEW; END $$`);
    await handle.db.execute(sql`CREATE TRIGGER refuse_boom BEFORE INSERT ON cars FOR EACH ROW EXECUTE FUNCTION refuse_boom()`);
    try {
      const feed = [...ten.slice(0, 6).map((row) => ({ ...row, price: 5 })), feedRow(99, { stocknum: "NEW1" }), feedRow(98, { stocknum: "BOOM" })];
      const failure = (await importAlpha(feed, { now: T1, force: true }).catch((error: unknown) => error)) as Error;
      expect((failure.cause as Error | undefined)?.message ?? failure.message).toMatch(/no BOOM here/);
    } finally {
      await handle.db.execute(sql`DROP TRIGGER refuse_boom ON cars`);
      await handle.db.execute(sql`DROP FUNCTION refuse_boom()`);
    }
    const stored = await carsOf(handle.db, fx.alpha.id);
    expect(stored.map((c) => [c.stocknum, c.status, c.price])).toEqual(ten.map((row) => [row.stocknum, "in_stock", row.price]));
    expect(await stockVersion(handle.db, fx.alpha.id)).toBe(version);
  });

  it("skips bad rows, reporting line, field and reason, and keeps their cars listed", async () => {
    await importAlpha(ten);
    const feed = [...ten];
    feed[2] = { ...ten[2], price: "lots", year: 1800 };
    feed[5] = { ...ten[5], location: "Nowhere" };
    const summary = await importAlpha(feed, { now: T1, maxRejectedShare: 0.2 });
    expect(summary).toMatchObject({ rows: 10, rejected: 2, unchanged: 8, markedSold: 0 });
    expect(summary.problems).toEqual([
      { line: 3, stocknum: "U1003", field: "year", message: "must be at least 1900" },
      { line: 3, stocknum: "U1003", field: "price", message: "must be whole dollars, like 12990 or $12,990" },
      { line: 6, stocknum: "U1006", field: "location", message: "is not a location of Alpha Motors (use one of: alpha-city, alpha-north)" },
    ]);
    const before = await carsOf(handle.db, fx.alpha.id);
    const version = await stockVersion(handle.db, fx.alpha.id);
    // Refused after its good rows were merged (a repriced car, a new one): all rolled back.
    const worse = [...feed.slice(0, 9).map((row, i) => (i === 0 ? { ...row, price: 1_000 } : row)), feedRow(11)];
    await expect(importAlpha(worse, { now: T1, maxRejectedShare: 0.1 })).rejects.toThrow("2 of 10 rows are bad, more than the 10% allowed. Nothing was changed.");
    expect(await carsOf(handle.db, fx.alpha.id)).toEqual(before);
    expect(await stockVersion(handle.db, fx.alpha.id)).toBe(version);
  });

  it("rejects a row whose VIN differs from the car with its stock number, and a stock number listed twice", async () => {
    await importAlpha(ten);
    const feed = [...ten, { ...ten[0], price: 1 }];
    feed[1] = { ...ten[1], vin: "JTMZD33V999999999" };
    const summary = await importAlpha(feed, { now: T1, maxRejectedShare: 0.5 });
    expect(summary.problems).toEqual([
      { line: 2, stocknum: "U1002", field: "vin", message: `JTMZD33V999999999 differs from ${ten[1]?.vin}, the VIN stored for stock number U1002` },
      { line: 11, stocknum: "U1001", field: "stocknum", message: "U1001 is listed twice (first on line 1)" },
    ]);
    expect(summary).toMatchObject({ rejected: 2, updated: 0, unchanged: 9, markedSold: 0 });
  });

  it("gives a new car a unique slug when its title and stock number are taken, by a car or an earlier row", async () => {
    await importStock(handle, [fx.bravo], records([feedRow(1)]), options());
    // "u1001" is another stock number with the same slug, four rows (a batch) later.
    await importAlpha([feedRow(1), ...ten.slice(1, 4), feedRow(1, { stocknum: "u1001", vin: undefined })]);
    const slugs = (await handle.db.select({ slug: cars.slug }).from(cars).where(sql`${cars.slug} LIKE '%-u1001%'`).orderBy(cars.id)).map((c) => c.slug);
    expect(slugs).toEqual(["2021-toyota-rav4-gxl-u1001", expect.stringMatching(/^2021-toyota-rav4-gxl-u1001-[0-9a-f]{8}$/), expect.stringMatching(/^2021-toyota-rav4-gxl-u1001-[0-9a-f]{8}$/)]);
    expect(new Set(slugs).size).toBe(3);
  });

  it("stores a car whose feed says Petrol but whose badge or fuel text marks a hybrid as a Hybrid (issue 32)", async () => {
    await importAlpha([
      feedRow(1, { make: "Honda", model: "CR-V", badge: "e:HEV RS", simple_fuel: "Petrol" }),
      feedRow(2, { simple_fuel: "Petrol", fuel: "Plug-in Hybrid (Petrol/Electric)" }),
      feedRow(3, { simple_fuel: "Petrol", badge: "VTi L AWD" }),
    ]);
    const stored = await handle.db.select({ stocknum: cars.stocknum, fuel: cars.fuel }).from(cars).orderBy(cars.stocknum);
    expect(stored).toEqual([{ stocknum: "U1001", fuel: "Hybrid" }, { stocknum: "U1002", fuel: "Plug-in Hybrid" }, { stocknum: "U1003", fuel: "Petrol" }]);
  });
});

describe("readCsvFeed", () => {
  it("numbers rows by their line and reports an unreadable one", async () => {
    const csv = "stocknum,make,model,year,car_type,price\nU1,Toyota,Yaris,2020,used,\"$12,990\"\n\nU2,Mazda,CX-5,2019\nU3,Kia,Rio,2018,used,9990\n";
    const read = [];
    for await (const record of readCsvFeed(textStream(csv))) read.push(record);
    expect(read).toEqual([
      { line: 2, values: { stocknum: "U1", make: "Toyota", model: "Yaris", year: "2020", car_type: "used", price: "$12,990" }, asSent: expect.stringMatching(/^stocknum,.*\nU1,/) },
      { line: 4, values: null, unreadable: "has 4 cells where the header names 6" },
      { line: 5, values: { stocknum: "U3", make: "Kia", model: "Rio", year: "2018", car_type: "used", price: "9990" }, asSent: expect.stringMatching(/^stocknum,.*\nU3,/) },
    ]);
  });
});

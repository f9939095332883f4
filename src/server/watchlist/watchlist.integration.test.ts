import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { listWatchedCarIds, listWatchedCars } from "@/db/queries/watchlist";
import { cars, watchlistEntries } from "@/db/schema";
import { WATCHLIST_LIMIT } from "@/domain/watchlist/watchlist-rules";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { mergeFavourites, removeCar, saveCar } from "./watchlist-service";
import { createWatchlistFixture, type WatchlistFixture } from "../../../tests/fixtures/watchlist-fixture";

let handle: DatabaseHandle;
let fx: WatchlistFixture;
const origin = { siteOrigin: "http://alpha.localhost:3000" };

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createWatchlistFixture(handle);
});
afterAll(() => destroyTestDatabase(handle));

const ids = (site = fx.alpha, shopper = fx.shoppers.alpha) => listWatchedCarIds(handle.db, site, shopper.userId);

describe("save-car and remove-car (spec 000 §4, §7)", () => {
  it("saves an in-stock car with its price, and saving it again succeeds without a second entry", async () => {
    const carId = await fx.addCar(fx.dealers.alpha, "save-twice");
    const first = await saveCar(handle.db, fx.alpha, fx.shoppers.alpha, { car_id: carId }, origin);
    const again = await saveCar(handle.db, fx.alpha, fx.shoppers.alpha, { car_id: carId }, origin);
    expect(first).toEqual({ success: true, carId, carName: "2020 Mazda CX-5 save-twice" });
    expect(again).toEqual(first);
    const rows = await handle.db.select().from(watchlistEntries).where(eq(watchlistEntries.carId, carId));
    expect(rows).toEqual([expect.objectContaining({ siteId: fx.alpha.id, userId: fx.shoppers.alpha.userId, savedPrice: 29_990, siteOrigin: origin.siteOrigin })]);
  });

  it("refuses a sold car, unless it was saved before it sold; the list then shows it sold", async () => {
    const sold = await fx.addCar(fx.dealers.alpha, "sold-already", { status: "sold", soldAt: new Date() });
    expect(await saveCar(handle.db, fx.alpha, fx.shoppers.alpha, { car_id: sold }, origin)).toMatchObject({ success: false, reason: "sold", message: "This car has been sold, so it cannot be saved to your watchlist." });
    const sellsLater = await fx.addCar(fx.dealers.alpha, "sells-later");
    await saveCar(handle.db, fx.alpha, fx.shoppers.alpha, { car_id: sellsLater }, origin);
    await handle.db.update(cars).set({ status: "sold", soldAt: new Date() }).where(eq(cars.id, sellsLater));
    expect(await saveCar(handle.db, fx.alpha, fx.shoppers.alpha, { car_id: sellsLater }, origin)).toMatchObject({ success: true });
    const watched = await listWatchedCars(handle.db, fx.alpha, fx.shoppers.alpha.userId);
    expect(watched.find((w) => w.car.id === sellsLater)?.car.status).toBe("sold");
    expect(watched.some((w) => w.car.id === sold)).toBe(false);
  });

  it("removes a car, and removing it again succeeds; an unknown car is refused", async () => {
    const carId = await fx.addCar(fx.dealers.alpha, "remove-me");
    await saveCar(handle.db, fx.alpha, fx.shoppers.alpha, { car_id: carId }, origin);
    expect(await removeCar(handle.db, fx.alpha, fx.shoppers.alpha, { car_id: carId })).toEqual({ success: true, carId, carName: "2020 Mazda CX-5 remove-me" });
    expect(await removeCar(handle.db, fx.alpha, fx.shoppers.alpha, { car_id: carId })).toMatchObject({ success: true });
    expect(await ids()).not.toContain(carId);
    expect(await removeCar(handle.db, fx.alpha, fx.shoppers.alpha, { car_id: 999_999 })).toMatchObject({ success: false, reason: "not_found" });
  });

  it("takes phone_number only when it is the shopper's own, in any spelling", async () => {
    const carId = await fx.addCar(fx.dealers.alpha, "phone-check");
    expect(await saveCar(handle.db, fx.alpha, fx.shoppers.alpha, { car_id: carId, phone_number: "0491 570 157" }, origin)).toMatchObject({ success: false, reason: "wrong_phone" });
    expect(await ids()).not.toContain(carId);
    expect(await saveCar(handle.db, fx.alpha, fx.shoppers.alpha, { car_id: carId, phone_number: "0491 570 156" }, origin)).toMatchObject({ success: true });
    expect(await removeCar(handle.db, fx.alpha, fx.shoppers.alpha, { car_id: carId, phone_number: "+61491570157" })).toMatchObject({ success: false, reason: "wrong_phone" });
    expect(await ids()).toContain(carId);
  });
});

describe("site isolation", () => {
  it("a shopper of one site is no one on another, and a site's cars are not another's", async () => {
    const bravoCar = await fx.addCar(fx.dealers.bravo, "bravo-only");
    const alphaCar = await fx.addCar(fx.dealers.alpha, "alpha-only");
    // Alpha's user on Bravo's site, Bravo's car on Alpha's site.
    expect(await saveCar(handle.db, fx.bravo, fx.shoppers.alpha, { car_id: bravoCar }, origin)).toMatchObject({ success: false, reason: "not_found" });
    expect(await saveCar(handle.db, fx.alpha, fx.shoppers.alpha, { car_id: bravoCar }, origin)).toMatchObject({ success: false, reason: "not_found" });
    await saveCar(handle.db, fx.alpha, fx.shoppers.alpha, { car_id: alphaCar }, origin);
    expect(await saveCar(handle.db, fx.bravo, fx.shoppers.bravo, { car_id: bravoCar }, origin)).toMatchObject({ success: true });
    // The same phone on both sites: two watchlists that never meet.
    expect(await ids(fx.bravo, fx.shoppers.bravo)).toEqual([bravoCar]);
    expect(await ids(fx.bravo, fx.shoppers.alpha)).toEqual([]);
    expect(await ids(fx.alpha, fx.shoppers.bravo)).toEqual([]);
    expect((await listWatchedCars(handle.db, fx.bravo, fx.shoppers.alpha.userId)).length).toBe(0);
    expect(await removeCar(handle.db, fx.bravo, fx.shoppers.alpha, { car_id: alphaCar })).toMatchObject({ success: false, reason: "not_found" });
    expect(await ids()).toContain(alphaCar);
    // Another shopper of the same site sees nothing of the first's.
    expect(await ids(fx.alpha, fx.shoppers.alphaOther)).toEqual([]);
  });
});

describe("merging this browser's favourites at sign-in", () => {
  it("saves the favourites still offered, skips the sold and the unknown, once each", async () => {
    const shopper = fx.shoppers.alphaOther;
    const keep = await fx.addCar(fx.dealers.alpha, "fav-keep");
    const sold = await fx.addCar(fx.dealers.alpha, "fav-sold", { status: "sold", soldAt: new Date() });
    const elsewhere = await fx.addCar(fx.dealers.bravo, "fav-elsewhere");
    const merge = await mergeFavourites(handle.db, fx.alpha, shopper, [keep, sold, keep, elsewhere, 999_998], origin);
    expect(merge).toEqual({ saved: [keep], skipped: [{ carId: sold, reason: "sold" }, { carId: elsewhere, reason: "not_found" }, { carId: 999_998, reason: "not_found" }] });
    expect(await ids(fx.alpha, shopper)).toEqual([keep]);
    expect(await mergeFavourites(handle.db, fx.alpha, shopper, [keep], origin)).toEqual({ saved: [keep], skipped: [] });
    expect(await ids(fx.alpha, shopper)).toEqual([keep]);
  });

  it(`stops at ${WATCHLIST_LIMIT} cars`, async () => {
    const shopper = fx.shoppers.bravo;
    const already = (await ids(fx.bravo, shopper)).length;
    const carIds: number[] = [];
    for (let i = 0; i <= WATCHLIST_LIMIT - already; i++) carIds.push(await fx.addCar(fx.dealers.bravo, `limit-${i}`));
    const merge = await mergeFavourites(handle.db, fx.bravo, shopper, carIds.slice(0, -1), origin);
    expect(merge.skipped).toEqual([]);
    expect(await saveCar(handle.db, fx.bravo, shopper, { car_id: carIds.at(-1)! }, origin)).toMatchObject({ success: false, reason: "full", message: "Your watchlist is full. Remove a car to save another." });
    expect((await ids(fx.bravo, shopper)).length).toBe(WATCHLIST_LIMIT);
  });
});

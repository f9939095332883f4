import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { cars, sites, smsMessages, watchAlerts, watchEvents } from "@/db/schema";
import { setAlerts } from "./watch-alert-settings";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { runWatchAlerts } from "./watch-alert-jobs";
import { saveCar } from "./watchlist-service";
import { createWatchlistFixture, type WatchlistFixture } from "../../../tests/fixtures/watchlist-fixture";

let handle: DatabaseHandle;
let fx: WatchlistFixture;
const origin = { siteOrigin: "http://alpha.localhost:3000" };
const at = (iso: string) => new Date(iso);
/** Each test's cars are a model of its own, so one test's arrivals are nobody else's similar cars. */
let model = 0;
let carModel = "";

async function run(now = at("2026-11-24T01:00:00Z")): Promise<{ recipient: string; body: string }[]> {
  while ((await runWatchAlerts(handle.db, { now })) > 0);
  return handle.db.select({ recipient: smsMessages.recipient, body: smsMessages.body }).from(smsMessages).where(eq(smsMessages.kind, "watch_alert")).orderBy(smsMessages.createdAt, smsMessages.id);
}
const firstLines = async (now?: Date) => (await run(now)).map((m) => `${m.recipient} ${m.body.split("\n")[0]}`);

/** A Mazda SUV of this test's model on Alpha's dealership; the changes name what differs. */
const addCar = (slug: string, changes: Partial<typeof cars.$inferInsert> = {}) => fx.addCar(fx.dealers.alpha, slug, { name: `2020 Mazda ${carModel} ${slug}`, model: carModel, body: "SUV", ...changes });
async function watched(slug: string, shopper = fx.shoppers.alpha, changes: Partial<typeof cars.$inferInsert> = {}): Promise<number> {
  const carId = await addCar(slug, changes);
  await saveCar(handle.db, fx.alpha, shopper, { car_id: carId }, origin);
  return carId;
}
const arrivalLine = (watchedSlug: string, slug: string, price: string, phone = "+61491570156") =>
  `${phone} Alpha Group: a car like the 2020 Mazda ${carModel} ${watchedSlug} on your watchlist has arrived: 2020 Mazda ${carModel} ${slug}, ${price}. http://alpha.localhost:3000/cars/${slug}`;

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createWatchlistFixture(handle);
});
afterAll(() => destroyTestDatabase(handle));
beforeEach(async () => {
  await handle.db.delete(smsMessages);
  await handle.db.delete(watchEvents);
  carModel = `CX-${++model}`;
});

describe("similar-car alerts (issue 14): same make, model and body, within the price window", () => {
  it("a car inserted in stock like a watched one texts its watcher, naming the new car with its link", async () => {
    await watched("w-match");
    await addCar("match", { price: 31_990, make: "MAZDA", body: "suv" });
    expect(await firstLines()).toEqual([arrivalLine("w-match", "match", "$31,990")]);
    expect(await handle.db.select().from(watchEvents)).toEqual([]);
  });

  it("no alert for another body, a price outside the window, 'Enquire for price.', a sold car, or a car the shopper already watches", async () => {
    await watched("w-none");
    await addCar("wagon", { body: "Wagon" });
    await addCar("no-body", { body: null });
    const dearer = await addCar("dearer", { price: 39_991 });
    const cheaper = await addCar("cheaper", { price: 19_989 });
    await addCar("no-price", { price: 0 });
    await addCar("sold", { status: "sold", soldAt: new Date() });
    const bothWatched = await watched("both-watched");
    // The trigger's first cut records only cars in stock, shown and priced with a watched car's make, model and body;
    // the price window and the rest are the worker's.
    expect((await handle.db.select({ carId: watchEvents.carId }).from(watchEvents).orderBy(watchEvents.id)).map((e) => e.carId)).toEqual([dearer, cheaper, bothWatched]);
    expect(await firstLines()).toEqual([]);
  });

  it("another site's car is not alerted, and a hidden car only once it is shown", async () => {
    await watched("w-scope");
    await fx.addCar(fx.dealers.bravo, `bravo-${carModel}`, { model: carModel, body: "SUV" });
    const hidden = await addCar("hidden", { showOnDealerWebsite: false });
    expect(await firstLines()).toEqual([]);
    await handle.db.update(cars).set({ showOnDealerWebsite: true }).where(eq(cars.id, hidden));
    expect(await firstLines()).toEqual([arrivalLine("w-scope", "hidden", "$29,990")]);
  });

  it("a car of the site's dealership that its search filters leave out is not alerted", async () => {
    await watched("w-filtered");
    const narrowed = [[{ field: "dealership_slug", values: ["alpha-motors"] }]];
    await handle.db.update(sites).set({ config: sql`jsonb_set(${sites.config}, '{searchFilters}', ${JSON.stringify(narrowed)}::jsonb)` }).where(eq(sites.id, fx.alpha.id));
    try {
      await fx.addCar(fx.dealers.alphaEast, `east-${carModel}`, { model: carModel, body: "SUV" });
      expect(await firstLines()).toEqual([]);
    } finally {
      await handle.db.update(sites).set({ config: fx.alpha.config }).where(eq(sites.id, fx.alpha.id));
    }
  });

  it("a car hidden again before the worker runs leaks nothing; a sold car back in stock is an arrival", async () => {
    await watched("w-leak");
    const shy = await addCar("shy");
    await handle.db.update(cars).set({ showOnDealerWebsite: false }).where(eq(cars.id, shy));
    const back = await addCar("back", { status: "sold", soldAt: new Date() });
    expect(await firstLines()).toEqual([]);
    await handle.db.update(cars).set({ status: "in_stock", soldAt: null }).where(eq(cars.id, back));
    expect(await firstLines()).toEqual([arrivalLine("w-leak", "back", "$29,990")]);
  });

  it("every watcher is told once about an arrival, even one like two of their cars; shoppers who stopped alerts are not", async () => {
    const [one, two, other] = [await addCar("w-one"), await addCar("w-two", { price: 33_000 }), await addCar("w-other")];
    await saveCar(handle.db, fx.alpha, fx.shoppers.alpha, { car_id: one }, origin);
    await saveCar(handle.db, fx.alpha, fx.shoppers.alpha, { car_id: two }, origin);
    await saveCar(handle.db, fx.alpha, fx.shoppers.alphaOther, { car_id: other }, origin);
    await setAlerts(handle.db, fx.alpha, fx.shoppers.alphaOther.userId, false, new Date());
    await addCar("popular", { price: 31_000 });
    expect(await firstLines()).toEqual([arrivalLine("w-one", "popular", "$31,000")]);
    await setAlerts(handle.db, fx.alpha, fx.shoppers.alphaOther.userId, true, new Date());
  });

  it("at most one message per watched car per day, across price drops, sales and arrivals; a car once told of is not told again", async () => {
    const carId = await watched("w-daily");
    await handle.db.update(cars).set({ price: 28_990 }).where(eq(cars.id, carId));
    await addCar("same-batch", { price: 30_500 });
    expect(await firstLines(at("2026-11-24T01:00:00Z"))).toEqual([expect.stringContaining("price drop on your watchlist")]);
    await addCar("same-day", { price: 31_500 });
    expect((await run(at("2026-11-24T13:30:00Z"))).length).toBe(1); // 11:30 pm in Brisbane: still the same day
    const nextDay = await addCar("next-day", { price: 32_500 });
    expect((await firstLines(at("2026-11-24T14:00:00Z"))).slice(1)).toEqual([arrivalLine("w-daily", "next-day", "$32,500")]); // midnight in Brisbane
    await handle.db.update(cars).set({ showOnDealerWebsite: false }).where(eq(cars.id, nextDay));
    await handle.db.update(cars).set({ showOnDealerWebsite: true }).where(eq(cars.id, nextDay));
    expect((await run(at("2026-11-26T01:00:00Z"))).length).toBe(2);
    const alerts = await handle.db.select({ kind: watchAlerts.kind, day: watchAlerts.alertDay }).from(watchAlerts).where(eq(watchAlerts.carId, carId)).orderBy(watchAlerts.alertDay);
    expect(alerts).toEqual([{ kind: "price_drop", day: "2026-11-24" }, { kind: "arrived", day: "2026-11-25" }]);
  });
});

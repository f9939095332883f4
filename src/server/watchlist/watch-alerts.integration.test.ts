import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { findAlertSubscription, stopAlertsByToken } from "@/db/queries/watch-alerts";
import { cars, smsMessages, watchAlerts, watchEvents } from "@/db/schema";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { runWatchAlerts } from "./watch-alert-jobs";
import { saveCar } from "./watchlist-service";
import { createWatchlistFixture, type WatchlistFixture } from "../../../tests/fixtures/watchlist-fixture";

let handle: DatabaseHandle;
let fx: WatchlistFixture;
/** The alerts in the SMS outbox (decision 020), oldest first. */
let outbox: { siteId: number; recipient: string; body: string; kind: string; dedupeKey: string | null }[];
const readOutbox = async () => {
  outbox = await handle.db
    .select({ siteId: smsMessages.siteId, recipient: smsMessages.recipient, body: smsMessages.body, kind: smsMessages.kind, dedupeKey: smsMessages.dedupeKey })
    .from(smsMessages)
    .where(eq(smsMessages.kind, "watch_alert"))
    .orderBy(smsMessages.createdAt, smsMessages.id);
};
const origin = { siteOrigin: "http://alpha.localhost:3000" };
const at = (iso: string) => new Date(iso);
async function run(now = at("2026-11-24T01:00:00Z")): Promise<number> {
  const changes = await runWatchAlerts(handle.db, { now });
  await readOutbox();
  return changes;
}
const setPrice = (carId: number, price: number) => handle.db.update(cars).set({ price }).where(eq(cars.id, carId));
const sell = (carId: number) => handle.db.update(cars).set({ status: "sold", soldAt: new Date() }).where(eq(cars.id, carId));

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createWatchlistFixture(handle);
});
afterAll(() => destroyTestDatabase(handle));
beforeEach(async () => {
  await handle.db.delete(smsMessages);
  outbox = [];
});

async function watchedCar(label: string, shopper = fx.shoppers.alpha): Promise<number> {
  const carId = await fx.addCar(fx.dealers.alpha, `watch-${label}`, { name: `2020 Mazda CX-5 ${label}` });
  await saveCar(handle.db, fx.alpha, shopper, { car_id: carId }, origin);
  return carId;
}

describe("watchlist alerts (issue 14)", () => {
  it("a price drop made by any UPDATE texts the watcher once, with both prices and a stop link", async () => {
    const carId = await watchedCar("drop");
    await setPrice(carId, 27_490);
    expect(await run()).toBe(1);
    expect(outbox).toEqual([
      expect.objectContaining({ siteId: fx.alpha.id, recipient: "+61491570156", kind: "watch_alert", body: expect.stringMatching(/^Alpha Group: price drop on your watchlist\. 2020 Mazda CX-5 drop is now \$27,490 \(was \$29,990\)\. http:\/\/alpha\.localhost:3000\/cars\/watch-drop\nStop alerts: http:\/\/alpha\.localhost:3000\/alerts\/[\w-]{32}$/) }),
    ]);
    expect(await handle.db.select().from(watchEvents)).toEqual([]);
  });

  it("a sale texts the watcher; a rise, an unchanged price or a drop to 'Enquire for price.' does not", async () => {
    const rises = await watchedCar("rise");
    const sold = await watchedCar("sold");
    await setPrice(rises, 31_000);
    await setPrice(rises, 31_000);
    await setPrice(rises, 0);
    await sell(sold);
    await run();
    expect(outbox.map((m) => m.body.split(".")[0])).toEqual(["Alpha Group: 2020 Mazda CX-5 sold on your watchlist has sold"]);
    expect(outbox[0]?.body).toContain("/cars/watch-sold#similar-cars");
  });

  it("sends at most one message per car per day, on the site's clock", async () => {
    const carId = await watchedCar("daily");
    await setPrice(carId, 28_000);
    await run(at("2026-11-24T01:00:00Z"));
    await setPrice(carId, 27_000);
    await run(at("2026-11-24T13:30:00Z")); // 11:30 pm in Brisbane: the same day
    await sell(carId);
    await run(at("2026-11-24T13:59:00Z"));
    expect(outbox.length).toBe(1);
    await setPrice(carId, 26_000); // sold already: nothing new to say
    await handle.db.update(cars).set({ status: "in_stock", soldAt: null }).where(eq(cars.id, carId));
    await setPrice(carId, 25_000);
    await run(at("2026-11-24T14:00:00Z")); // midnight in Brisbane: a new day
    expect(outbox.map((m) => /now (\$[\d,]+)/.exec(m.body)?.[1])).toEqual(["$28,000", "$25,000"]);
    const alerts = await handle.db.select({ day: watchAlerts.alertDay }).from(watchAlerts).where(eq(watchAlerts.carId, carId));
    expect(alerts.map((a) => a.day).sort()).toEqual(["2026-11-24", "2026-11-25"]);
  });

  it("a retried job queues nothing twice: a run that fails rolls back whole, and the day's alert stands when it runs again", async () => {
    const carId = await watchedCar("retry");
    await setPrice(carId, 28_500);
    const failing = async () => {
      throw new Error("outbox unavailable");
    };
    await expect(runWatchAlerts(handle.db, { queueSms: failing, now: at("2026-11-24T01:00:00Z") })).rejects.toThrow("outbox unavailable");
    expect((await handle.db.select().from(watchEvents)).length).toBe(1);
    expect(await handle.db.select().from(watchAlerts).where(eq(watchAlerts.carId, carId))).toEqual([]);
    await run();
    // The same change recorded again (a job that ran twice) is the same day's alert: nothing more is queued.
    await handle.db.insert(watchEvents).values({ carId, kind: "price_drop", oldPrice: 29_990, newPrice: 28_500 });
    await run();
    expect(outbox.length).toBe(1);
  });

  it("every watcher of a car gets their own alert; an unwatched car records nothing", async () => {
    const carId = await watchedCar("shared");
    await saveCar(handle.db, fx.alpha, fx.shoppers.alphaOther, { car_id: carId }, origin);
    const unwatched = await fx.addCar(fx.dealers.alpha, "unwatched");
    await setPrice(unwatched, 1_000);
    await handle.db.execute(sql`update cars set price = price - 500 where id = ${carId}`);
    await run();
    expect(outbox.map((m) => m.recipient).sort()).toEqual(["+61491570156", "+61491570157"]);
    expect(await handle.db.select().from(watchEvents)).toEqual([]);
  });
});

describe("the stop link", () => {
  it("stops that shopper's alerts on that site only, and works once or twice alike", async () => {
    const carId = await watchedCar("stop-me", fx.shoppers.alphaOther);
    await setPrice(carId, 28_000);
    await run();
    const token = /alerts\/([\w-]{32})/.exec(outbox[0]!.body)![1]!;
    expect(await stopAlertsByToken(handle.db, fx.bravo, token, new Date())).toBe(false);
    expect(await findAlertSubscription(handle.db, fx.alpha, token)).toEqual({ stopped: false });
    expect(await stopAlertsByToken(handle.db, fx.alpha, token, new Date())).toBe(true);
    expect(await stopAlertsByToken(handle.db, fx.alpha, token, new Date())).toBe(true);
    expect(await findAlertSubscription(handle.db, fx.alpha, token)).toEqual({ stopped: true });

    await handle.db.delete(smsMessages);
    const mine = await watchedCar("still-on");
    await saveCar(handle.db, fx.alpha, fx.shoppers.alphaOther, { car_id: mine }, origin);
    await setPrice(carId, 27_000);
    await setPrice(mine, 27_000);
    await run(at("2026-11-26T01:00:00Z"));
    expect(outbox.map((m) => m.recipient)).toEqual(["+61491570156"]);
  });
});

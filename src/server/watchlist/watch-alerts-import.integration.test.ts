import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { loadSites } from "@/db/queries/sites";
import { smsMessages, users } from "@/db/schema";
import { createTestDatabase, destroyTestDatabase } from "../../../tests/support/test-database";
import { importStock } from "../stock/import-stock";
import { carsOf, createStockFixture, feedRow, records, type StockFixture } from "../../../tests/fixtures/stock-fixture";
import { runWatchAlerts } from "./watch-alert-jobs";
import { saveCar } from "./watchlist-service";

let handle: DatabaseHandle;
let fx: StockFixture;
const options = { now: new Date("2026-03-01T00:00:00Z"), source: "test feed", full: true, force: false, maxRejectedShare: 0.05 };

beforeAll(async () => {
  handle = await createTestDatabase();
  fx = await createStockFixture(handle);
});
afterAll(() => destroyTestDatabase(handle));

describe("watchlist alerts from a stock import (issue 14)", () => {
  it("a full feed that drops one watched car's price, leaves another out and brings a similar car texts one price drop, one sale and one arrival", async () => {
    const four = [1, 2, 3, 4].map((n) => feedRow(n));
    await importStock(handle, [fx.alpha], records(four), options);
    const site = (await loadSites(handle.db)).find((s) => s.slug === "alpha")!;
    const [user] = await handle.db.insert(users).values({ siteId: site.id, phone: "+61491570156" }).returning({ userId: users.id, phone: users.phone });
    const [first, second, third] = await carsOf(handle.db, fx.alpha.id);
    for (const car of [first!, second!, third!]) await saveCar(handle.db, site, user!, { car_id: car.id }, { siteOrigin: "https://alpha.example" });

    await importStock(handle, [fx.alpha], records([feedRow(1, { price: 35_000 }), four[2], four[3], feedRow(5)]), { ...options, now: new Date("2026-03-02T00:00:00Z") });
    const fifth = (await carsOf(handle.db, fx.alpha.id)).find((car) => car.stocknum === "U1005")!;
    await runWatchAlerts(handle.db, { now: new Date("2026-03-02T00:00:00Z") });
    const outbox = await handle.db.select({ body: smsMessages.body }).from(smsMessages).orderBy(smsMessages.createdAt, smsMessages.id);

    // The new car is like all three watched cars; the first two had their one message of the day already.
    expect(outbox.map((m) => m.body.split("\n")[0]).sort()).toEqual([
      `Alpha: ${second!.name} on your watchlist has sold. See similar cars: https://alpha.example/cars/${second!.slug}#similar-cars`,
      `Alpha: a car like the ${third!.name} on your watchlist has arrived: ${fifth.name}, $39,040. https://alpha.example/cars/${fifth.slug}`,
      `Alpha: price drop on your watchlist. ${first!.name} is now $35,000 (was $39,000). https://alpha.example/cars/${first!.slug}`,
    ]);
  });
});

/** Shoppers and extra cars on the lead fixture's two sites, for the watchlist and alert integration tests (not used by the app). */
import type { DatabaseHandle } from "@/db/client";
import { cars, users } from "@/db/schema";
import { createLeadFixture, type LeadFixture } from "../leads/lead-test-fixture";
import type { Shopper } from "./watchlist-service";

export type WatchlistFixture = LeadFixture & {
  /** The same phone signed in on both sites: two users, one per site. */
  shoppers: { alpha: Shopper; bravo: Shopper; alphaOther: Shopper };
  addCar(dealershipId: number, slug: string, changes?: Partial<typeof cars.$inferInsert>): Promise<number>;
};

export async function createWatchlistFixture(handle: DatabaseHandle): Promise<WatchlistFixture> {
  const fx = await createLeadFixture(handle);
  const { db } = handle;
  const phone = "+61491570156";
  const [alpha, bravo, alphaOther] = await db
    .insert(users)
    .values([{ siteId: fx.alpha.id, phone }, { siteId: fx.bravo.id, phone }, { siteId: fx.alpha.id, phone: "+61491570157" }])
    .returning({ userId: users.id, phone: users.phone });
  const addCar = async (dealershipId: number, slug: string, changes: Partial<typeof cars.$inferInsert> = {}) => {
    const [row] = await db
      .insert(cars)
      .values({ dealershipId, slug, name: `2020 Mazda CX-5 ${slug}`, year: 2020, make: "Mazda", model: "CX-5", stocknum: slug.toUpperCase(), carType: "used", status: "in_stock", price: 29_990, km: 52_000, ...changes })
      .returning({ id: cars.id });
    return row!.id;
  };
  return { ...fx, shoppers: { alpha: alpha!, bravo: bravo!, alphaOther: alphaOther! }, addCar };
}

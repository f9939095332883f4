import { and, eq } from "drizzle-orm";
import type { Site } from "@/domain/site/site";
import type { Database } from "../client";
import { cars } from "../schema";
import { carOwnershipScope } from "./car-scope";

/** Sets the price (whole dollars) of the site's car `slug`; false when the site has no such car. The stock version moves (migration 0002's triggers). */
export async function updateSiteCarPrice(db: Database, site: Site, slug: string, price: number): Promise<boolean> {
  const updated = await db
    .update(cars)
    .set({ price, updatedAt: new Date() })
    .where(and(carOwnershipScope(site), eq(cars.slug, slug)))
    .returning({ id: cars.id });
  return updated.length > 0;
}

import { and, eq } from "drizzle-orm";
import type { Site } from "@/domain/site/site";
import type { Database } from "../client";
import { cars } from "../schema";
import { carOwnershipScope } from "./car-scope";

/** The dealer photo URLs a stock import stored for the site's car with this stock number (none when the site owns no such car). */
export async function findCarPhotoSources(db: Database, site: Site, dealershipId: number, stocknum: string): Promise<string[]> {
  const [row] = await db
    .select({ sources: cars.photoSources })
    .from(cars)
    .where(and(carOwnershipScope(site), eq(cars.dealershipId, dealershipId), eq(cars.stocknum, stocknum)))
    .limit(1);
  return row?.sources ?? [];
}

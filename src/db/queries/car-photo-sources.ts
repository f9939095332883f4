import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { cars } from "../schema";

/** The dealer photo URLs a stock import stored for the car with this stock number (none when there is no such car). */
export async function findCarPhotoSources(db: Database, dealershipId: number, stocknum: string): Promise<string[]> {
  const [row] = await db.select({ sources: cars.photoSources }).from(cars).where(and(eq(cars.dealershipId, dealershipId), eq(cars.stocknum, stocknum))).limit(1);
  return row?.sources ?? [];
}

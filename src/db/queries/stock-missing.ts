import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { executeRows } from "../raw-rows";
import { countChanged, idArray, sameCar, timestamp } from "./stock-import-sql";
import { LISTED } from "./stock-merge";

/**
 * The end of a full stock import (docs/decisions/016): the dealerships' unsold cars that the feed does
 * not list are marked sold. A car is listed by any row of the feed that names it, a rejected one too.
 */

export type UnsoldStock = { dealershipId: number; stock: number };

/** Per dealership with any, its unsold cars: counted before the import changes any, for the 50% guard. */
export async function countUnsoldStock(db: Database, dealershipIds: readonly number[]): Promise<UnsoldStock[]> {
  return executeRows<UnsoldStock>(db, sql`
    SELECT c.dealership_id AS "dealershipId", count(*)::int AS stock
    FROM cars c WHERE c.dealership_id = ANY(${idArray(dealershipIds)}) AND c.status <> 'sold'
    GROUP BY c.dealership_id`);
}

export type MissingCar = { id: number; dealershipId: number };

/** The unsold cars of these dealerships that the feed does not list: the cars a full import marks sold. */
export async function findMissingCars(db: Database, dealershipIds: readonly number[]): Promise<MissingCar[]> {
  return executeRows<MissingCar>(db, sql`
    SELECT c.id, c.dealership_id AS "dealershipId"
    FROM cars c WHERE c.dealership_id = ANY(${idArray(dealershipIds)}) AND c.status <> 'sold'
      AND NOT EXISTS (SELECT 1 FROM ${sql.raw(LISTED)} l WHERE ${sameCar("l", "c")})`);
}

/** Marks these cars sold as of `now` (those still unsold). */
export async function markCarsSold(db: Database, carIds: readonly number[], now: Date): Promise<number> {
  if (carIds.length === 0) return 0;
  return countChanged(db, sql`
    UPDATE cars c SET status = 'sold', sold_at = ${timestamp(now)}, updated_at = ${timestamp(now)}
    WHERE c.id = ANY(${idArray(carIds)}) AND c.status <> 'sold'`);
}

/** Forgets the rows of cars a full feed left out (marked sold): if one comes back, it is compared in full. */
export async function forgetMissingFeedRows(db: Database, dealershipIds: readonly number[]): Promise<void> {
  await db.execute(sql`
    DELETE FROM feed_row_hashes h WHERE h.dealership_id = ANY(${idArray(dealershipIds)})
      AND NOT EXISTS (SELECT 1 FROM ${sql.raw(LISTED)} l WHERE ${sameCar("l", "h")})`);
}

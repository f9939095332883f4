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

/** Per dealership, how many of its unsold cars the feed leaves out: the cars it would mark sold. */
export async function countMissingStock(db: Database, dealershipIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await executeRows<{ dealershipId: number; missing: number }>(db, sql`
    SELECT c.dealership_id AS "dealershipId", count(*)::int AS missing
    FROM cars c WHERE c.dealership_id = ANY(${idArray(dealershipIds)}) AND c.status <> 'sold'
      AND NOT EXISTS (SELECT 1 FROM ${sql.raw(LISTED)} l WHERE ${sameCar("l", "c")})
    GROUP BY c.dealership_id`);
  return new Map(rows.map((r) => [r.dealershipId, r.missing]));
}

/** Marks sold, as of `now`, the unsold cars of these dealerships that the feed does not list. */
export async function markMissingCarsSold(db: Database, dealershipIds: readonly number[], now: Date): Promise<number> {
  return countChanged(db, sql`
    UPDATE cars c SET status = 'sold', sold_at = ${timestamp(now)}, updated_at = ${timestamp(now)}
    WHERE c.dealership_id = ANY(${idArray(dealershipIds)}) AND c.status <> 'sold'
      AND NOT EXISTS (SELECT 1 FROM ${sql.raw(LISTED)} l WHERE ${sameCar("l", "c")})`);
}

/** Forgets the rows of cars a full feed left out (marked sold): if one comes back, it is compared in full. */
export async function forgetMissingFeedRows(db: Database, dealershipIds: readonly number[]): Promise<void> {
  await db.execute(sql`
    DELETE FROM feed_row_hashes h WHERE h.dealership_id = ANY(${idArray(dealershipIds)})
      AND NOT EXISTS (SELECT 1 FROM ${sql.raw(LISTED)} l WHERE ${sameCar("l", "h")})`);
}

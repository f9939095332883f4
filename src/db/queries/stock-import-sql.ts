import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { executeRows } from "../raw-rows";

/** SQL pieces the stock import's statements share (./stock-merge.ts, ./stock-missing.ts). */

export const timestamp = (now: Date) => sql`${now.toISOString()}::timestamptz`;
export const idArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[]`;
/** The two aliases name the same car: its dealership and stock number. */
export const sameCar = (a: string, b: string) => sql.raw(`${a}.dealership_id = ${b}.dealership_id AND ${a}.stocknum = ${b}.stocknum`);

/** Runs a data-changing statement and counts the rows it changed. */
export async function countChanged(db: Database, statement: SQL): Promise<number> {
  const [row] = await executeRows<{ n: number }>(db, sql`WITH affected AS (${statement} RETURNING 1) SELECT count(*)::int AS n FROM affected`);
  return row?.n ?? 0;
}

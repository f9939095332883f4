import type { SQL } from "drizzle-orm";
import type { Database } from "./client";

/** Runs raw SQL and returns its rows: postgres.js answers with an array of rows, PGlite with `{ rows }`. */
export async function executeRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

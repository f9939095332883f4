import type { SQL } from "drizzle-orm";
import type { Database } from "@/db/client";

/** Runs raw SQL and returns its rows (postgres.js answers with an array of rows; this benchmark runs on PostgreSQL only). */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  if (!Array.isArray(result)) throw new Error("The search benchmark needs PostgreSQL (DATABASE_URL)");
  return result as Row[];
}

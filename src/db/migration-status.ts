import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { MIGRATIONS_FOLDER, type Database } from "./client";
import { executeRows } from "./raw-rows";

/** The `when` of the newest migration this build ships (drizzle's journal); read once. */
let newestShipped: number | undefined;
function newestShippedMigration(): number {
  if (newestShipped === undefined) {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as { entries: { when: number }[] };
    newestShipped = Math.max(0, ...journal.entries.map((e) => e.when));
  }
  return newestShipped;
}

const UNDEFINED_TABLE = "42P01";
const UNDEFINED_SCHEMA = "3F000";

/**
 * Whether the database has every migration this build ships. Drizzle applies, in order, the migrations newer
 * than the newest it recorded, so comparing that record with the newest shipped one is its own test.
 * A database that was never migrated has no record table: false. A connection failure throws.
 */
export async function migrationsApplied(db: Database): Promise<boolean> {
  try {
    const [row] = await executeRows<{ newest: string | number | null }>(db, sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
    return Number(row?.newest ?? 0) >= newestShippedMigration();
  } catch (error) {
    const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (code === UNDEFINED_TABLE || code === UNDEFINED_SCHEMA) return false;
    throw error;
  }
}

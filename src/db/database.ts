import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type every query takes: PGlite and PostgreSQL both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** An open database of either engine, as `openDatabase` (./client.ts) and its drivers give it. */
export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Bulk-loads rows of tab-separated text (COPY … FROM STDIN format) into a table. */
  copyRows(table: string, columns: readonly string[], lines: AsyncIterable<string>): Promise<void>;
  close(): Promise<void>;
};

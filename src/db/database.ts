import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type every query takes: PGlite and PostgreSQL both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A connection to work through: the database itself, or one transaction on it. */
export type DatabaseSession = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Bulk-loads rows of tab-separated text (COPY … FROM STDIN format, as text or UTF-8 bytes) into a table. */
  copyRows(table: string, columns: readonly string[], lines: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>): Promise<void>;
};

/** An open database of either engine, as `openDatabase` (./client.ts) and its drivers give it. */
export type DatabaseHandle = DatabaseSession & {
  /**
   * Runs `work` in one transaction on one connection, committed when it resolves and rolled back when
   * it throws. Unlike `db.transaction`, the session can COPY (into temporary tables too).
   */
  transaction<T>(work: (session: DatabaseSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

import path from "node:path";
import { mkdirSync } from "node:fs";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type every query takes: PGlite and PostgreSQL both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A connection to work through: the database itself, or one transaction on it. */
export type DatabaseSession = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Bulk-loads rows of tab-separated text (COPY … FROM STDIN format) into a table. */
  copyRows(table: string, columns: readonly string[], lines: AsyncIterable<string>): Promise<void>;
};

export type DatabaseHandle = DatabaseSession & {
  /**
   * Runs `work` in one transaction on one connection, committed when it resolves and rolled back when
   * it throws. Unlike `db.transaction`, the session can COPY (into temporary tables too).
   */
  transaction<T>(work: (session: DatabaseSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "src/db/migrations");

export type ConnectOptions = {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** Starts an in-memory PGlite from a `dumpDataDir()` archive (test databases). */
  pgliteDump?: Blob;
};

/** Opens PostgreSQL when a URL is given, else the embedded PGlite database (in memory when dataDir is "memory://"). */
export async function openDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { openPostgres } = await import("./drivers/postgres");
    return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  }
  const dataDir = options.dataDir ?? ".data";
  const { openPglite } = await import("./drivers/pglite");
  if (dataDir.startsWith("memory://")) return openPglite({ loadDataDir: options.pgliteDump });
  const dir = path.resolve(dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  return openPglite({ dataDir: dir });
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === "postgres") {
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    await migrate(handle.db as Parameters<typeof migrate>[0], { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db as Parameters<typeof migrate>[0], { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

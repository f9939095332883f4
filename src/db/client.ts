import path from "node:path";
import { mkdirSync } from "node:fs";
import type { DatabaseHandle } from "./database";

export type { Database, DatabaseHandle, DatabaseSession, Schema } from "./database";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "src/db/migrations");

export type ConnectOptions = {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** PostgreSQL: how long opening a connection may take (postgres.js's default is 30 s). */
  connectTimeoutSeconds?: number;
  /** PostgreSQL: told of each query that failed because the server could not be reached. */
  onConnectionFailure?: () => void;
  /** Starts an in-memory PGlite from a `dumpDataDir()` archive (test databases). */
  pgliteDump?: Blob;
};

/** Opens PostgreSQL when a URL is given, else the embedded PGlite database (in memory when dataDir is "memory://"). */
export async function openDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { openPostgres } = await import("./drivers/postgres");
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.connectTimeoutSeconds, options.onConnectionFailure);
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

import { loadEnv } from "@/config/env";
import { openDatabase, type DatabaseHandle } from "./client";

// One handle per process, kept on globalThis so instrumentation, route bundles and
// dev-mode reloads share it: PGlite allows a single open instance per data directory.
const holder = globalThis as typeof globalThis & { __forecourtDatabase?: Promise<DatabaseHandle> };

export function getDatabase(): Promise<DatabaseHandle> {
  if (!holder.__forecourtDatabase) {
    const env = loadEnv();
    holder.__forecourtDatabase = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: env.DATABASE_POOL_SIZE });
  }
  return holder.__forecourtDatabase;
}

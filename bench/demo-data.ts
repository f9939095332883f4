import path from "node:path";
import { migrateDatabase, openDatabase } from "@/db/client";
import { loadSites } from "@/db/queries/sites";
import { DEMO_TENANT_CAPACITY } from "@/server/demo/demo-plan";
import { databaseIsEmpty, seedDemo } from "@/server/demo/seed-demo";
import type { AppDatabase } from "./search/app-server";

const root = path.resolve(import.meta.dirname, "..");

/** PostgreSQL at `databaseUrl` when given, else PGlite under `dataDir` (relative to the repository). */
export function benchDatabase(dataDir: string, databaseUrl: string | undefined): AppDatabase {
  return databaseUrl ? { databaseUrl } : { dataDir: path.resolve(root, dataDir) };
}

export function databaseLabel(database: AppDatabase): string {
  return "databaseUrl" in database ? "PostgreSQL" : `PGlite (${path.relative(root, database.dataDir)})`;
}

/** Migrates the database and seeds the demo dealers when it has none; the app then starts on it as it stands. The sites' slugs. */
export async function prepareDemoData(database: AppDatabase): Promise<string[]> {
  const handle = await openDatabase("databaseUrl" in database ? { databaseUrl: database.databaseUrl } : { dataDir: database.dataDir });
  try {
    await migrateDatabase(handle);
    if (await databaseIsEmpty(handle.db)) {
      console.log(`Seeding the demo dealers (${DEMO_TENANT_CAPACITY} cars) into ${databaseLabel(database)}…`);
      await seedDemo(handle, { cars: DEMO_TENANT_CAPACITY });
    }
    return (await loadSites(handle.db)).map((site) => site.slug);
  } finally {
    await handle.close();
  }
}

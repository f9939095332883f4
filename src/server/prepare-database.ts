import { loadEnv } from "@/config/env";
import { migrateDatabase } from "@/db/client";
import { getDatabase, openReadReplica } from "@/db/connection";
import { loadSites } from "@/db/queries/sites";
import { databaseIsEmpty, seedDemo } from "@/server/demo/seed-demo";
import { createProgressReporter } from "@/server/terminal/progress-bar";
import { formatDemoApiKeys } from "@/server/dealer-api/dealer-api-keys";
import { startAppLive } from "@/server/live/app-live";
import { startAppWorker } from "@/server/worker/app-worker";
import { formatDemoStaff } from "@/server/demo/demo-staff";
import { workspaceOrigin } from "@/server/tenancy/workspace-origin";

/**
 * Runs once at server start: applies migrations, seeds the demo dealers into an empty database,
 * then loads every site so an invalid configuration stops start-up naming the site and field; starts the node's
 * live-update listener (decision 033) and the in-process job runner.
 */
export async function prepareDatabase(): Promise<void> {
  const env = loadEnv();
  const handle = await getDatabase();
  const started = Date.now();
  await migrateDatabase(handle);
  await openReadReplica();
  if (env.SEED_DEMO === "true" && (await databaseIsEmpty(handle.db))) {
    console.log(`Seeding the demo dealers (${env.DEMO_CARS} cars) into the ${handle.kind} database…`);
    const summary = await seedDemo(handle, { cars: env.DEMO_CARS, onProgress: createProgressReporter("cars") });
    console.log(`Seeded ${summary.cars} cars across ${summary.sites.length} sites.\n${formatDemoApiKeys(summary.apiKeys, env.PORT?.toString())}\n${formatDemoStaff(summary.staff, workspaceOrigin())}`);
  }
  const sites = await loadSites(handle.db);
  console.log(`Database ready (${handle.kind}) in ${Date.now() - started} ms: ${sites.map((s) => s.slug).join(", ") || "no sites"}`);
  await startAppLive();
  startAppWorker();
}

import { loadEnv } from "@/config/env";
import { openDatabase, type Database, type DatabaseHandle } from "./client";
import { failureCode } from "./connection-failure";
import { notePrimaryConnectionFailure } from "./database-availability";
import { readPreferringReplica, type ReadReplica } from "./read-replica";

// One handle per process, kept on globalThis so instrumentation, route bundles and
// dev-mode reloads share it: PGlite allows a single open instance per data directory.
const holder = globalThis as typeof globalThis & { __forecourtDatabase?: Promise<DatabaseHandle>; __forecourtReadReplica?: ReadReplica };

export function getDatabase(): Promise<DatabaseHandle> {
  if (!holder.__forecourtDatabase) {
    const env = loadEnv();
    holder.__forecourtDatabase = openDatabase({
      databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: env.DATABASE_POOL_SIZE, onConnectionFailure: notePrimaryConnectionFailure,
    });
  }
  return holder.__forecourtDatabase;
}

/**
 * Opens the pool to DATABASE_REPLICA_URL, if set. Called at start-up (prepareDatabase): a pool made while a
 * request is served would keep that request's context alive (decision 018). Connections open lazily, so a
 * replica that is down now costs nothing here.
 */
export async function openReadReplica(): Promise<void> {
  const env = loadEnv();
  if (!env.DATABASE_REPLICA_URL || holder.__forecourtReadReplica) return;
  const handle = await openDatabase({ databaseUrl: env.DATABASE_REPLICA_URL, poolSize: env.DATABASE_POOL_SIZE, connectTimeoutSeconds: 2 });
  holder.__forecourtReadReplica = { handle, downUntil: 0 };
}

/** Whether reads that may lag go to the replica now: null without one, false while it cools down after failing. */
export function readReplicaUp(): boolean | null {
  const replica = holder.__forecourtReadReplica;
  return replica ? Date.now() >= replica.downUntil : null;
}

/**
 * Reads that may lag the primary by a moment (search index builds, sitemaps, vehicle-ads feeds: decision 023):
 * on the replica when there is one and it answers, else on the primary. Nothing a shopper writes and reads back.
 */
export function readFromReplica<T>(work: (db: Database) => Promise<T>): Promise<T> {
  return readPreferringReplica(holder.__forecourtReadReplica ?? null, async () => (await getDatabase()).db, work, (error) =>
    console.warn(`Read replica unavailable (${failureCode(error)}); reading the primary for a while`),
  );
}

import { loadEnv } from "@/config/env";
import { openDatabase, type Database, type DatabaseHandle } from "./client";
import { failureCode } from "./connection-failure";
import { notePrimaryConnectionFailure } from "./database-availability";
import { readPreferringReplica, type ReadReplica } from "./read-replica";
import { processSingleton } from "@/config/process-singletons";

/** The process's key of the primary's handle; tests put a handle of their own there. */
export const DATABASE_SINGLETON = "db.database";

/** One handle per process, shared by instrumentation, route bundles and dev-mode reloads: PGlite allows a single open instance per data directory. */
export function getDatabase(): Promise<DatabaseHandle> {
  return processSingleton(DATABASE_SINGLETON, () => {
    const env = loadEnv();
    return openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: env.DATABASE_POOL_SIZE, onConnectionFailure: notePrimaryConnectionFailure });
  });
}

const replicaState = processSingleton<{ replica: ReadReplica | null }>("db.read-replica", () => ({ replica: null }));

/**
 * Opens the pool to DATABASE_REPLICA_URL, if set. Called at start-up (prepareDatabase): a pool made while a
 * request is served would keep that request's context alive (decision 018). Connections open lazily, so a
 * replica that is down now costs nothing here.
 */
export async function openReadReplica(): Promise<void> {
  const env = loadEnv();
  if (!env.DATABASE_REPLICA_URL || replicaState.replica) return;
  const handle = await openDatabase({ databaseUrl: env.DATABASE_REPLICA_URL, poolSize: env.DATABASE_POOL_SIZE, connectTimeoutSeconds: 2 });
  replicaState.replica = { handle, downUntil: 0 };
}

/** Whether reads that may lag go to the replica now: null without one, false while it cools down after failing. */
export function readReplicaUp(): boolean | null {
  const replica = replicaState.replica;
  return replica ? Date.now() >= replica.downUntil : null;
}

/**
 * Reads that may lag the primary by a moment (search index builds, sitemaps, vehicle-ads feeds: decision 023):
 * on the replica when there is one and it answers, else on the primary. Nothing a shopper writes and reads back.
 */
export function readFromReplica<T>(work: (db: Database) => Promise<T>): Promise<T> {
  return readPreferringReplica(replicaState.replica, async () => (await getDatabase()).db, work, (error) =>
    console.warn(`Read replica unavailable (${failureCode(error)}); reading the primary for a while`),
  );
}

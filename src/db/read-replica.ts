import type { Database, DatabaseHandle } from "./client";
import { isConnectionFailure } from "./connection-failure";

/** A hot standby (decision 023) and until when it is left alone after failing. */
export type ReadReplica = { handle: DatabaseHandle; downUntil: number };

/** After a connection failure the replica is not asked again for this long; its reads go to the primary. */
export const REPLICA_COOLDOWN_MS = 5_000;

/**
 * Runs reads on the replica when there is one and it is not cooling down after a failure, else on the primary.
 * A read that fails on the replica runs again on the primary (a standby also cancels queries that conflict
 * with recovery); a connection failure also sends the next `REPLICA_COOLDOWN_MS` of reads to the primary.
 * `work` must be safe to run twice: reads only.
 */
export async function readPreferringReplica<T>(
  replica: ReadReplica | null,
  primary: () => Promise<Database>,
  work: (db: Database) => Promise<T>,
  onReplicaDown: (error: unknown) => void = () => {},
  now: () => number = Date.now,
): Promise<T> {
  if (replica && now() >= replica.downUntil) {
    try {
      return await work(replica.handle.db);
    } catch (error) {
      if (isConnectionFailure(error)) {
        if (now() >= replica.downUntil) onReplicaDown(error);
        replica.downUntil = now() + REPLICA_COOLDOWN_MS;
      }
    }
  }
  return work(await primary());
}

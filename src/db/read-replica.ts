import type { Database, DatabaseHandle } from "./client";

/** A hot standby (decision 023) and until when it is left alone after failing. */
export type ReadReplica = { handle: DatabaseHandle; downUntil: number };

/** After a connection failure the replica is not asked again for this long; its reads go to the primary. */
export const REPLICA_COOLDOWN_MS = 5_000;

const CONNECTION_FAILURE = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EPIPE|CONNECTION_CLOSED|CONNECTION_ENDED|CONNECTION_DESTROYED|CONNECT_TIMEOUT|08...|57P0[1-3])$/;

/** The first `code` on the error or what it wraps (drizzle reports a failed query with the driver's error as its cause). */
export function failureCode(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (code !== undefined) return String(code);
  }
  return undefined;
}

/** Errors that say the server is gone or not accepting connections (postgres.js codes, Node's socket codes, SQLSTATE class 08 and 57P0x). */
function isConnectionFailure(error: unknown): boolean {
  return CONNECTION_FAILURE.test(failureCode(error) ?? "");
}

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

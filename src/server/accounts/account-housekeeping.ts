import type { Database } from "@/db/client";
import { deleteChallengesCreatedBefore } from "@/db/queries/otp-challenges";
import { deleteExpiredSessions } from "@/db/queries/shopper-sessions";
import { NUMBER_WINDOW_MS } from "@/domain/accounts/code-send-limits";

const EVERY_MS = 3_600_000;

/** Deletes expired sessions and sign-in codes older than the send limits' day; resolves to how many rows went. */
export async function runAccountHousekeeping(db: Database, now: Date): Promise<number> {
  const sessions = await deleteExpiredSessions(db, now);
  const challenges = await deleteChallengesCreatedBefore(db, new Date(now.getTime() - NUMBER_WINDOW_MS));
  return sessions + challenges;
}

/** One of the delivery worker's `moreJobs`: housekeeping at most hourly. It claims nothing, so it answers 0. */
export function accountHousekeepingRunner() {
  let lastRun = 0;
  return async (db: Database) => {
    const now = new Date();
    if (now.getTime() - lastRun < EVERY_MS) return 0;
    lastRun = now.getTime();
    await runAccountHousekeeping(db, now);
    return 0;
  };
}

import type { Database } from "@/db/client";
import { deleteEmailConfirmationsExpiredBefore } from "@/db/queries/email-confirmations";
import { deleteChallengesCreatedBefore, deleteFailedCodeChecksBefore } from "@/db/queries/otp-challenges";
import { ADDRESS_CHECK_WINDOW_MS } from "@/domain/accounts/code-check-limits";
import { deleteExpiredSessions } from "@/db/queries/shopper-sessions";
import { NUMBER_WINDOW_MS } from "@/domain/accounts/code-send-limits";
import type { SweepKind } from "@/server/jobs/job-kind";

const EVERY_MS = 3_600_000;
/** An alert address's confirmation links stay a day past their expiry: a used one's page says the address is confirmed till then. */
const CONFIRMATION_KEPT_MS = 24 * 3_600_000;

/** Deletes expired sessions, sign-in codes older than the send limits' day, failed code checks older than their limit's hour and long-expired e-mail confirmation links; resolves to how many rows went. */
export async function runAccountHousekeeping(db: Database, now: Date): Promise<number> {
  const sessions = await deleteExpiredSessions(db, now);
  const challenges = await deleteChallengesCreatedBefore(db, new Date(now.getTime() - NUMBER_WINDOW_MS));
  const failedChecks = await deleteFailedCodeChecksBefore(db, new Date(now.getTime() - ADDRESS_CHECK_WINDOW_MS));
  const confirmations = await deleteEmailConfirmationsExpiredBefore(db, new Date(now.getTime() - CONFIRMATION_KEPT_MS));
  return sessions + challenges + failedChecks + confirmations;
}

/** Account housekeeping as a job kind, run at most hourly. */
export function accountHousekeepingJobs(): SweepKind {
  return { type: "sweep", name: "account_housekeeping", everyMs: EVERY_MS, sweep: runAccountHousekeeping };
}

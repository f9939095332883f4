import { deleteEmailConfirmationsExpiredBefore } from "@/db/queries/email-confirmations";
import { deleteChallengesCreatedBefore, deleteFailedCodeChecksBefore } from "@/db/queries/otp-challenges";
import { ADDRESS_CHECK_WINDOW_MS } from "@/domain/accounts/code-check-limits";
import { deleteExpiredSessions } from "@/db/queries/shopper-sessions";
import { NUMBER_WINDOW_MS } from "@/domain/accounts/code-send-limits";
import type { SweepKind } from "@/server/jobs/job-kind";
import { housekeepingSweep, runDeletions } from "@/server/jobs/housekeeping-sweep";

/** An alert address's confirmation links stay a day past their expiry: a used one's page says the address is confirmed till then. */
const CONFIRMATION_KEPT_MS = 24 * 3_600_000;
const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** Deletes expired sessions, sign-in codes older than the send limits' day, failed code checks older than their limit's hour and long-expired e-mail confirmation links; resolves to how many rows went. */
export const runAccountHousekeeping = runDeletions([
  (db, now) => deleteExpiredSessions(db, now),
  (db, now) => deleteChallengesCreatedBefore(db, before(now, NUMBER_WINDOW_MS)),
  (db, now) => deleteFailedCodeChecksBefore(db, before(now, ADDRESS_CHECK_WINDOW_MS)),
  (db, now) => deleteEmailConfirmationsExpiredBefore(db, before(now, CONFIRMATION_KEPT_MS)),
]);

/** Account housekeeping as a job kind, run at most hourly. */
export function accountHousekeepingJobs(): SweepKind {
  return housekeepingSweep("account_housekeeping", runAccountHousekeeping);
}

import { deleteDeadStaffSessions, deleteStaffInvitationsExpiredBefore, deleteStaffSignInFailuresBefore, deleteStaffSignInLinksCreatedBefore, deleteStaffWebauthnChallengesExpiredBefore } from "@/db/queries/staff-housekeeping";
import { SIGN_IN_LINK_LIFETIME_MS } from "@/domain/staff/one-time-token-state";
import { FAILURE_WINDOW_MS, LINK_ADDRESS_WINDOW_MS, LINK_CLIENT_WINDOW_MS } from "@/domain/staff/sign-in-limits";
import { STAFF_SESSION_IDLE_MS, STAFF_SESSION_MAX_MS } from "@/domain/staff/staff-session-expiry";
import type { SweepKind } from "@/server/jobs/job-kind";
import { housekeepingSweep, runDeletions } from "@/server/jobs/housekeeping-sweep";

/** A link request counts towards the limits for the longest window, and is usable for its lifetime: then it goes. */
const LINK_KEPT_MS = Math.max(LINK_ADDRESS_WINDOW_MS, LINK_CLIENT_WINDOW_MS, SIGN_IN_LINK_LIFETIME_MS);
/** An invitation stays 30 days past its expiry, so the person who follows an old one is told it expired, not that it never was. */
export const INVITATION_KEPT_MS = 30 * 86_400_000;
const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * Deletes what the workspace's sign-in no longer needs (decision 030): link requests past the limits' windows, failed
 * second steps that no longer count, spent WebAuthn challenges, dead sessions and long-expired invitations.
 * Failures go before sessions: which failures still count is read from each member's newest session, always kept.
 */
export const runStaffHousekeeping = runDeletions([
  (db, now) => deleteStaffSignInLinksCreatedBefore(db, before(now, LINK_KEPT_MS)),
  (db, now) => deleteStaffSignInFailuresBefore(db, before(now, FAILURE_WINDOW_MS)),
  (db, now) => deleteStaffWebauthnChallengesExpiredBefore(db, now),
  (db, now) => deleteDeadStaffSessions(db, { idleBefore: before(now, STAFF_SESSION_IDLE_MS), begunBefore: before(now, STAFF_SESSION_MAX_MS) }),
  (db, now) => deleteStaffInvitationsExpiredBefore(db, before(now, INVITATION_KEPT_MS)),
]);

/** Staff sign-in housekeeping as a job kind, run at most hourly. */
export function staffHousekeepingJobs(): SweepKind {
  return housekeepingSweep("staff_housekeeping", runStaffHousekeeping);
}

import { and, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { staffInvitations, staffSessions, staffSignInFailures, staffSignInLinks, staffWebauthnChallenges } from "../schema";

/** The newest sign-in of the session's (or failure's) staff member: what the limits' "since sign-in" count starts from. */
const lastSignInOf = (staffUserId: typeof staffSessions.staffUserId | typeof staffSignInFailures.staffUserId) =>
  sql`(select max(latest.created_at) from staff_sessions latest where latest.staff_user_id = ${staffUserId})`;

/**
 * Sessions that can no longer be used (ended, idle past `idleBefore`, or begun before `begunBefore`), but each staff
 * member's newest: the brute-force limits count failures since it (countSignInFailures).
 */
export async function deleteDeadStaffSessions(db: Database, cutoffs: { idleBefore: Date; begunBefore: Date }): Promise<number> {
  const dead = or(isNotNull(staffSessions.endedAt), lte(staffSessions.lastSeenAt, cutoffs.idleBefore), lte(staffSessions.createdAt, cutoffs.begunBefore));
  const deleted = await db.delete(staffSessions).where(and(dead, lt(staffSessions.createdAt, lastSignInOf(staffSessions.staffUserId)))).returning({ id: staffSessions.id });
  return deleted.length;
}

/** Failed second steps older than `before` that no longer count: without an account, or before the account's last sign-in. */
export async function deleteStaffSignInFailuresBefore(db: Database, before: Date): Promise<number> {
  const spent = or(isNull(staffSignInFailures.staffUserId), lte(staffSignInFailures.createdAt, lastSignInOf(staffSignInFailures.staffUserId)));
  const deleted = await db.delete(staffSignInFailures).where(and(lt(staffSignInFailures.createdAt, before), spent)).returning({ id: staffSignInFailures.id });
  return deleted.length;
}

export async function deleteStaffSignInLinksCreatedBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db.delete(staffSignInLinks).where(lt(staffSignInLinks.createdAt, before)).returning({ id: staffSignInLinks.id });
  return deleted.length;
}

export async function deleteStaffWebauthnChallengesExpiredBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db.delete(staffWebauthnChallenges).where(lt(staffWebauthnChallenges.expiresAt, before)).returning({ id: staffWebauthnChallenges.id });
  return deleted.length;
}

/** Invitations, accepted or not, whose expiry is before `before`. */
export async function deleteStaffInvitationsExpiredBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db.delete(staffInvitations).where(lt(staffInvitations.expiresAt, before)).returning({ id: staffInvitations.id });
  return deleted.length;
}

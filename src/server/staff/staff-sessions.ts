import type { Database } from "@/db/client";
import { appendAuditEntry } from "@/db/queries/staff-audit-log";
import { endStaffSession, endStaffUserSessions, findStaffSession, insertStaffSession, touchStaffSession } from "@/db/queries/staff-sessions";
import { findStaffMemberById, scopeOfHome } from "@/db/queries/staff-users";
import { COOKIE_SECRET } from "@/domain/accounts/csrf";
import type { ScopedStaffMember, StaffMember } from "@/domain/staff/staff-member";
import { isStaffSessionLive, shouldTouchStaffSession } from "@/domain/staff/staff-session-expiry";
import { newCookieSecret } from "@/server/accounts/cookie-secret";
import { tokenAtRest } from "@/server/security/token-at-rest";

export type SignInMethod = "passkey" | "link_totp" | "link_recovery_code";

/** Signs a staff member in: a new session under a fresh 256-bit token (only its hash is kept), audited. */
export async function startStaffSession(tx: Database, member: StaffMember, method: SignInMethod, clientIp: string | null, now: Date): Promise<string> {
  const token = newCookieSecret();
  await insertStaffSession(tx, { id: tokenAtRest(token), staffUserId: member.id, method, clientIp, now });
  await appendAuditEntry(tx, { home: member.home, actorId: member.id, action: "sign_in", detail: { method }, clientIp, at: now });
  return token;
}

/**
 * The signed-in staff member a session cookie's token names, with their scope; null when the token is malformed or
 * unknown, the session ended, went 12 hours idle or is 24 hours old, or the user is deactivated. A request records
 * itself on the session at most once a minute.
 */
export async function resolveStaffSession(db: Database, token: string | undefined, now: Date): Promise<(ScopedStaffMember & { sessionId: string }) | null> {
  if (!token || !COOKIE_SECRET.test(token)) return null;
  const sessionId = tokenAtRest(token);
  const session = await findStaffSession(db, sessionId);
  if (!session || !isStaffSessionLive(session, now)) return null;
  const member = await findStaffMemberById(db, session.staffUserId);
  if (!member?.active) return null;
  if (shouldTouchStaffSession(session, now)) await touchStaffSession(db, sessionId, now);
  return { ...member, scope: await scopeOfHome(db, member.home), sessionId };
}

/** Signs this browser out. */
export async function signOutStaff(db: Database, member: StaffMember & { sessionId: string }, clientIp: string | null, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await endStaffSession(tx, member.sessionId, now);
    await appendAuditEntry(tx, { home: member.home, actorId: member.id, action: "sign_out", clientIp, at: now });
  });
}

/** "Sign out everywhere": ends every session of the member, this one included; resolves to how many ended. */
export async function signOutStaffEverywhere(db: Database, member: StaffMember, clientIp: string | null, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await endStaffUserSessions(tx, member.id, now);
    await appendAuditEntry(tx, { home: member.home, actorId: member.id, action: "sign_out_everywhere", detail: { sessions: ended }, clientIp, at: now });
    return ended;
  });
}

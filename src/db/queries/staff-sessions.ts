import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { staffSessions } from "../schema";

export type StoredStaffSession = { staffUserId: number; createdAt: Date; lastSeenAt: Date; endedAt: Date | null };

export async function insertStaffSession(db: Database, session: { id: string; staffUserId: number; method: string; clientIp: string | null; now: Date }): Promise<void> {
  const { now, ...rest } = session;
  await db.insert(staffSessions).values({ ...rest, createdAt: now, lastSeenAt: now });
}

/** The session a cookie's token names (looked up by its hash: the token is the credential, no scope exists yet). */
export async function findStaffSession(db: Database, id: string): Promise<StoredStaffSession | null> {
  const [row] = await db
    .select({ staffUserId: staffSessions.staffUserId, createdAt: staffSessions.createdAt, lastSeenAt: staffSessions.lastSeenAt, endedAt: staffSessions.endedAt })
    .from(staffSessions)
    .where(eq(staffSessions.id, id))
    .limit(1);
  return row ?? null;
}

export async function touchStaffSession(db: Database, id: string, now: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: now }).where(and(eq(staffSessions.id, id), isNull(staffSessions.endedAt)));
}

export async function endStaffSession(db: Database, id: string, now: Date): Promise<void> {
  await db.update(staffSessions).set({ endedAt: now }).where(and(eq(staffSessions.id, id), isNull(staffSessions.endedAt)));
}

/** Ends every open session of a user; resolves to how many. */
export async function endStaffUserSessions(db: Database, staffUserId: number, now: Date): Promise<number> {
  const rows = await db.update(staffSessions).set({ endedAt: now }).where(and(eq(staffSessions.staffUserId, staffUserId), isNull(staffSessions.endedAt))).returning({ id: staffSessions.id });
  return rows.length;
}

import { and, count, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../client";
import { staffSessions, staffSignInFailures, staffSignInLinks } from "../schema";

export type StoredSignInLink = { id: string; staffUserId: number | null; tries: number; expiresAt: Date; usedAt: Date | null };

export async function insertSignInLink(db: Database, link: { tokenHash: string; email: string; staffUserId: number | null; clientIp: string | null; now: Date; expiresAt: Date }): Promise<void> {
  const { now, ...rest } = link;
  await db.insert(staffSignInLinks).values({ ...rest, createdAt: now });
}

/** Links asked for an address, and by a client, since the given times (every request counts, account or not). */
export async function countLinkRequests(db: Database, email: string, addressSince: Date, clientIp: string | null, clientSince: Date): Promise<{ addressInWindow: number; clientInWindow: number }> {
  const [byAddress] = await db.select({ n: count() }).from(staffSignInLinks).where(and(eq(staffSignInLinks.email, email), gte(staffSignInLinks.createdAt, addressSince)));
  const [byClient] = clientIp
    ? await db.select({ n: count() }).from(staffSignInLinks).where(and(eq(staffSignInLinks.clientIp, clientIp), gte(staffSignInLinks.createdAt, clientSince)))
    : [{ n: 0 }];
  return { addressInWindow: byAddress?.n ?? 0, clientInWindow: byClient?.n ?? 0 };
}

/** The link a token names, locked while its code is checked. */
export async function findSignInLinkForUpdate(db: Database, tokenHash: string): Promise<StoredSignInLink | null> {
  const [row] = await db
    .select({ id: staffSignInLinks.id, staffUserId: staffSignInLinks.staffUserId, tries: staffSignInLinks.tries, expiresAt: staffSignInLinks.expiresAt, usedAt: staffSignInLinks.usedAt })
    .from(staffSignInLinks)
    .where(eq(staffSignInLinks.tokenHash, tokenHash))
    .limit(1)
    .for("update");
  return row ?? null;
}

export async function countLinkTry(db: Database, id: string): Promise<void> {
  await db.update(staffSignInLinks).set({ tries: sql`${staffSignInLinks.tries} + 1` }).where(eq(staffSignInLinks.id, id));
}

export async function markSignInLinkUsed(db: Database, id: string, now: Date): Promise<void> {
  await db.update(staffSignInLinks).set({ usedAt: now }).where(eq(staffSignInLinks.id, id));
}

export async function recordSignInFailure(db: Database, failure: { staffUserId: number | null; clientIp: string | null; now: Date }): Promise<void> {
  await db.insert(staffSignInFailures).values({ staffUserId: failure.staffUserId, clientIp: failure.clientIp, createdAt: failure.now });
}

/** Failures of an account in the last window and since its last sign-in, and of a client in the last window. */
export async function countSignInFailures(db: Database, staffUserId: number, clientIp: string | null, since: Date): Promise<{ accountLastHour: number; accountSinceSignIn: number; clientLastHour: number }> {
  const lastSignIn = db.select({ at: sql`max(${staffSessions.createdAt})` }).from(staffSessions).where(eq(staffSessions.staffUserId, staffUserId));
  const [account] = await db
    .select({
      lastHour: sql<number>`count(*) filter (where ${staffSignInFailures.createdAt} >= ${since.toISOString()})`.mapWith(Number),
      sinceSignIn: sql<number>`count(*) filter (where ${staffSignInFailures.createdAt} > coalesce((${lastSignIn}), '-infinity'::timestamptz))`.mapWith(Number),
    })
    .from(staffSignInFailures)
    .where(eq(staffSignInFailures.staffUserId, staffUserId));
  const [client] = clientIp ? await db.select({ n: count() }).from(staffSignInFailures).where(and(eq(staffSignInFailures.clientIp, clientIp), gte(staffSignInFailures.createdAt, since))) : [{ n: 0 }];
  return { accountLastHour: account?.lastHour ?? 0, accountSinceSignIn: account?.sinceSignIn ?? 0, clientLastHour: client?.n ?? 0 };
}

/**
 * Serialises the sign-in steps that count against the same limits (an account, a client address, an e-mail
 * address), so racing requests cannot slip under one. Taken in one order: account or address, then client.
 */
export async function lockStaffSignInKeys(tx: Database, key: string, clientIp: string | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`staff-sign-in:${key}`}, 0))`);
  if (clientIp) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`staff-sign-in-client:${clientIp}`}, 0))`);
}

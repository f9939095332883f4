import { and, eq, gt, lte } from "drizzle-orm";
import type { Database } from "../client";
import { shopperSessions, users } from "../schema";
import type { Site } from "@/domain/site/site";

/** The user of this site with this number, created at their first sign-in. */
export async function upsertShopperUser(db: Database, site: Site, phone: string): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ siteId: site.id, phone })
    .onConflictDoUpdate({ target: [users.siteId, users.phone], set: { phone } })
    .returning({ id: users.id });
  return row!.id;
}

export type StoredSession = { userId: number; phone: string; createdAt: Date; lastSeenAt: Date };

export async function insertSession(db: Database, site: Site, row: { id: string; userId: number; createdAt: Date; expiresAt: Date }): Promise<void> {
  await db.insert(shopperSessions).values({ ...row, siteId: site.id, lastSeenAt: row.createdAt });
}

/** A session of this site that has not expired by `now`, with its shopper. */
export async function findLiveSession(db: Database, site: Site, id: string, now: Date): Promise<StoredSession | null> {
  const [row] = await db
    .select({ userId: shopperSessions.userId, phone: users.phone, createdAt: shopperSessions.createdAt, lastSeenAt: shopperSessions.lastSeenAt })
    .from(shopperSessions)
    .innerJoin(users, eq(users.id, shopperSessions.userId))
    .where(and(eq(shopperSessions.id, id), eq(shopperSessions.siteId, site.id), gt(shopperSessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function touchSession(db: Database, site: Site, id: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
  await db.update(shopperSessions).set({ lastSeenAt, expiresAt }).where(and(eq(shopperSessions.id, id), eq(shopperSessions.siteId, site.id)));
}

export async function deleteSession(db: Database, site: Site, id: string): Promise<void> {
  await db.delete(shopperSessions).where(and(eq(shopperSessions.id, id), eq(shopperSessions.siteId, site.id)));
}

/** Ends every session of one shopper on this site ("sign out on every device"); resolves to how many ended. */
export async function deleteUserSessions(db: Database, site: Site, userId: number): Promise<number> {
  const ended = await db.delete(shopperSessions).where(and(eq(shopperSessions.siteId, site.id), eq(shopperSessions.userId, userId))).returning({ id: shopperSessions.id });
  return ended.length;
}

/** Housekeeping: sessions past their expiry, on every site. */
export async function deleteExpiredSessions(db: Database, now: Date): Promise<number> {
  const ended = await db.delete(shopperSessions).where(lte(shopperSessions.expiresAt, now)).returning({ id: shopperSessions.id });
  return ended.length;
}

import { and, desc, eq, gt, isNull, lt } from "drizzle-orm";
import type { Database } from "../client";
import { emailConfirmations, users } from "../schema";
import type { Site } from "@/domain/site/site";
import type { ConfirmationLink, ShopperAddress } from "@/domain/watchlist/email-confirmation";

export type NewEmailConfirmation = { tokenHash: string; userId: number; email: string; createdAt: Date; expiresAt: Date };

export async function insertEmailConfirmation(db: Database, site: Site, link: NewEmailConfirmation): Promise<void> {
  await db.insert(emailConfirmations).values({ ...link, siteId: site.id });
}

/** The shopper's newest confirmation link, with when it was sent: the resend limit counts from it. */
export async function findLatestEmailConfirmation(db: Database, site: Site, userId: number): Promise<(ConfirmationLink & { sentAt: Date }) | null> {
  const [row] = await db
    .select({ email: emailConfirmations.email, sentAt: emailConfirmations.createdAt, expiresAt: emailConfirmations.expiresAt, usedAt: emailConfirmations.usedAt })
    .from(emailConfirmations)
    .where(and(eq(emailConfirmations.siteId, site.id), eq(emailConfirmations.userId, userId)))
    .orderBy(desc(emailConfirmations.createdAt))
    .limit(1);
  return row ?? null;
}

/** Ends the shopper's unused links now (their address changed or went); the rows stay for the resend limit. */
export async function withdrawEmailConfirmations(db: Database, site: Site, userId: number, now: Date): Promise<void> {
  await db
    .update(emailConfirmations)
    .set({ expiresAt: now })
    .where(and(eq(emailConfirmations.siteId, site.id), eq(emailConfirmations.userId, userId), isNull(emailConfirmations.usedAt), gt(emailConfirmations.expiresAt, now)));
}

export type FoundEmailConfirmation = { userId: number; link: ConfirmationLink; shopper: ShopperAddress };

/**
 * This site's link with this token hash and its shopper's address now, or null. `lock` holds both rows to the end
 * of the caller's transaction, so a link is used once however many presses arrive together.
 */
export async function findEmailConfirmation(db: Database, site: Site, tokenHash: string, { lock = false } = {}): Promise<FoundEmailConfirmation | null> {
  const query = db
    .select({
      userId: emailConfirmations.userId,
      link: { email: emailConfirmations.email, expiresAt: emailConfirmations.expiresAt, usedAt: emailConfirmations.usedAt },
      shopper: { email: users.email, confirmedAt: users.emailConfirmedAt },
    })
    .from(emailConfirmations)
    .innerJoin(users, and(eq(users.id, emailConfirmations.userId), eq(users.siteId, emailConfirmations.siteId)))
    .where(and(eq(emailConfirmations.tokenHash, tokenHash), eq(emailConfirmations.siteId, site.id)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function markEmailConfirmationUsed(db: Database, site: Site, tokenHash: string, now: Date): Promise<void> {
  await db.update(emailConfirmations).set({ usedAt: now }).where(and(eq(emailConfirmations.tokenHash, tokenHash), eq(emailConfirmations.siteId, site.id)));
}

/** Housekeeping, across sites: links that expired before `cutoff`; resolves to how many went. */
export async function deleteEmailConfirmationsExpiredBefore(db: Database, cutoff: Date): Promise<number> {
  const rows = await db.delete(emailConfirmations).where(lt(emailConfirmations.expiresAt, cutoff)).returning({ tokenHash: emailConfirmations.tokenHash });
  return rows.length;
}

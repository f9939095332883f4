import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { users } from "../schema";
import type { Site } from "@/domain/site/site";
import type { ShopperAddress } from "@/domain/watchlist/email-confirmation";

const shopperOf = (site: Site, userId: number) => and(eq(users.id, userId), eq(users.siteId, site.id));

/**
 * The address a signed-in shopper gave for their alerts and when they confirmed it, or null for no such shopper.
 * `lock` holds their row to the end of the caller's transaction, so two of their posts take turns.
 */
export async function findShopperAddress(db: Database, site: Site, userId: number, { lock = false } = {}): Promise<ShopperAddress | null> {
  const query = db.select({ email: users.email, confirmedAt: users.emailConfirmedAt }).from(users).where(shopperOf(site, userId)).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** Gives, changes or (with null) removes the shopper's address; whichever it is, it is not confirmed. */
export async function setShopperEmail(db: Database, site: Site, userId: number, email: string | null): Promise<void> {
  await db.update(users).set({ email, emailConfirmedAt: null }).where(shopperOf(site, userId));
}

/** Confirms the shopper's address, if it is still `email`. */
export async function confirmShopperEmail(db: Database, site: Site, userId: number, email: string, now: Date): Promise<void> {
  await db.update(users).set({ emailConfirmedAt: now }).where(and(shopperOf(site, userId), eq(users.email, email)));
}

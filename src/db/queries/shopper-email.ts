import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { users } from "../schema";
import type { Site } from "@/domain/site/site";

const shopperOf = (site: Site, userId: number) => and(eq(users.id, userId), eq(users.siteId, site.id));

/** The e-mail address a signed-in shopper gave for their alerts, or null. */
export async function findShopperEmail(db: Database, site: Site, userId: number): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(shopperOf(site, userId)).limit(1);
  return row?.email ?? null;
}

/** Gives or (with null) removes the shopper's e-mail address. */
export async function setShopperEmail(db: Database, site: Site, userId: number, email: string | null): Promise<void> {
  await db.update(users).set({ email }).where(shopperOf(site, userId));
}

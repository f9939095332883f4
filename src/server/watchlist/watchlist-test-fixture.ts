/** Shoppers and extra cars on the lead fixture's two sites, for the watchlist and alert integration tests (not used by the app). */
import type { Database, DatabaseHandle } from "@/db/client";
import { cars, users } from "@/db/schema";
import type { Site } from "@/domain/site/site";
import { createLeadFixture, type LeadFixture } from "../leads/lead-test-fixture";
import { setAlertEmail } from "./alert-email-settings";
import { confirmEmailByToken } from "./email-confirmation-links";
import { newLinkToken } from "./watch-alert-settings";
import type { Shopper } from "./watchlist-service";

export type WatchlistFixture = LeadFixture & {
  /** The same phone signed in on both sites: two users, one per site. */
  shoppers: { alpha: Shopper; bravo: Shopper; alphaOther: Shopper };
  addCar(dealershipId: number, slug: string, changes?: Partial<typeof cars.$inferInsert>): Promise<number>;
};

export async function createWatchlistFixture(handle: DatabaseHandle): Promise<WatchlistFixture> {
  const fx = await createLeadFixture(handle);
  const { db } = handle;
  const phone = "+61491570156";
  const [alpha, bravo, alphaOther] = await db
    .insert(users)
    .values([{ siteId: fx.alpha.id, phone }, { siteId: fx.bravo.id, phone }, { siteId: fx.alpha.id, phone: "+61491570157" }])
    .returning({ userId: users.id, phone: users.phone });
  const addCar = async (dealershipId: number, slug: string, changes: Partial<typeof cars.$inferInsert> = {}) => {
    const [row] = await db
      .insert(cars)
      .values({ dealershipId, slug, name: `2020 Mazda CX-5 ${slug}`, year: 2020, make: "Mazda", model: "CX-5", stocknum: slug.toUpperCase(), carType: "used", status: "in_stock", price: 29_990, km: 52_000, ...changes })
      .returning({ id: cars.id });
    return row!.id;
  };
  return { ...fx, shoppers: { alpha: alpha!, bravo: bravo!, alphaOther: alphaOther! }, addCar };
}

/**
 * Gives the shopper a confirmed alert address as its owner would: the garage's form, then the button of the link
 * e-mailed to it. `now` must be 10 minutes or more after the shopper's last link (the resend limit).
 */
export async function giveConfirmedAlertEmail(db: Database, site: Site, userId: number, email: string, now: Date): Promise<void> {
  const { tokens, newToken } = recordedTokens();
  const notice = await setAlertEmail(db, site, userId, { email }, { now, siteOrigin: `http://${site.slug}.localhost:3000`, newToken });
  if (notice === "email_unchanged") return;
  const [token] = tokens;
  if (notice !== "email_saved" || !token) throw new Error(`no confirmation link was sent: ${notice}`);
  if ((await confirmEmailByToken(db, site, token, now)) !== "confirmed") throw new Error("the address was not confirmed");
}

/** A `newToken` for link-making services that keeps each token it makes, as the recipient of the message would read it. */
export function recordedTokens(): { tokens: string[]; newToken: () => string } {
  const tokens: string[] = [];
  return {
    tokens,
    newToken: () => {
      const token = newLinkToken();
      tokens.push(token);
      return token;
    },
  };
}

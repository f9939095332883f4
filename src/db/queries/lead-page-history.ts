import { and, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { cars, leads, users, watchAlertSubscriptions, watchlistEntries } from "../schema";
import { scopeDealershipIds, type StaffScope } from "@/domain/staff/staff-scope";

export type ShopperEnquiry = { id: string; form: string; status: string; receivedAt: Date; carName: string | null };
export type WatchedCar = { id: number; name: string; stocknum: string; price: number; savedPrice: number | null; status: string };
export type ShopperHistory = {
  enquiries: ShopperEnquiry[];
  watched: WatchedCar[];
  /** Null when the shopper has no account on the site (nobody signed in with their mobile). */
  alerts: { stopped: boolean; email: string | null; emailConfirmed: boolean } | null;
};

const HISTORY_LIMIT = 20;

/**
 * The shopper's history on the lead's site (issue 33): their other enquiries there, by the same mobile (E.164) or
 * e-mail, among the scope's dealerships; and, when they have an account there (signed in with that mobile), the
 * cars they watch and whether alerts reach them.
 */
export async function loadShopperHistory(db: Database, scope: StaffScope, lead: { id: string; siteId: number; email: string | null; phoneE164: string | null }): Promise<ShopperHistory> {
  const contact = [lead.phoneE164 ? eq(leads.phoneE164, lead.phoneE164) : null, lead.email ? sql`lower(${leads.email}) = lower(${lead.email})` : null].filter((c) => c !== null);
  const dealershipIds = [...scopeDealershipIds(scope)];
  const enquiries = contact.length && dealershipIds.length
    ? await db
        .select({ id: leads.id, form: leads.form, status: leads.status, receivedAt: leads.createdAt, carName: sql<string | null>`${leads.payload}->'vehicle'->>'name'` })
        .from(leads)
        .where(and(eq(leads.siteId, lead.siteId), inArray(leads.dealershipId, dealershipIds), ne(leads.id, lead.id), isNull(leads.repeatOf), eq(leads.testTraffic, false), or(...contact)))
        .orderBy(desc(leads.createdAt))
        .limit(HISTORY_LIMIT)
    : [];
  const [account] = lead.phoneE164
    ? await db
        .select({ id: users.id, email: users.email, emailConfirmedAt: users.emailConfirmedAt, stoppedAt: watchAlertSubscriptions.stoppedAt, subscribed: watchAlertSubscriptions.userId })
        .from(users)
        .leftJoin(watchAlertSubscriptions, eq(watchAlertSubscriptions.userId, users.id))
        .where(and(eq(users.siteId, lead.siteId), eq(users.phone, lead.phoneE164)))
        .limit(1)
    : [];
  if (!account) return { enquiries, watched: [], alerts: null };
  const watched = await db
    .select({ id: cars.id, name: cars.name, stocknum: cars.stocknum, price: cars.price, savedPrice: watchlistEntries.savedPrice, status: cars.status })
    .from(watchlistEntries)
    .innerJoin(cars, eq(cars.id, watchlistEntries.carId))
    .where(and(eq(watchlistEntries.siteId, lead.siteId), eq(watchlistEntries.userId, account.id)))
    .orderBy(desc(watchlistEntries.createdAt))
    .limit(HISTORY_LIMIT);
  return { enquiries, watched, alerts: { stopped: account.stoppedAt !== null, email: account.email, emailConfirmed: account.emailConfirmedAt !== null } };
}

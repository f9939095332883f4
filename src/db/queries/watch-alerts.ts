import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { cars, users, watchAlerts, watchAlertSubscriptions, watchEvents, watchlistEntries } from "../schema";
import type { Site } from "@/domain/site/site";
import type { WatchEventKind } from "@/domain/watchlist/watch-alerts";

/** A watched car's change and one shopper watching it: what an alert is made of. */
export type AlertCandidate = {
  eventId: number;
  kind: "price_drop" | "sold";
  oldPrice: number;
  newPrice: number;
  carId: number;
  carName: string;
  carSlug: string;
  siteId: number;
  userId: number;
  phone: string;
  savedOn: string | null;
};

/**
 * Claims the oldest unprocessed changes (SKIP LOCKED, so two workers take different ones) inside the caller's
 * transaction: they are deleted by `deleteWatchEvents` in the same transaction, or come back if it fails.
 */
export async function claimWatchEvents(tx: Database, limit: number): Promise<number[]> {
  const rows = await tx.select({ id: watchEvents.id }).from(watchEvents).orderBy(asc(watchEvents.id)).limit(limit).for("update", { skipLocked: true });
  return rows.map((r) => r.id);
}

/** Every shopper watching the claimed changes' cars whose alerts are not stopped, oldest change first. */
export async function listAlertCandidates(tx: Database, eventIds: readonly number[]): Promise<AlertCandidate[]> {
  if (eventIds.length === 0) return [];
  const rows = await tx
    .select({
      eventId: watchEvents.id, kind: watchEvents.kind, oldPrice: watchEvents.oldPrice, newPrice: watchEvents.newPrice,
      carId: cars.id, carName: cars.name, carSlug: cars.slug, siteId: watchlistEntries.siteId, userId: users.id, phone: users.phone, savedOn: watchlistEntries.siteOrigin,
    })
    .from(watchEvents)
    .innerJoin(cars, eq(cars.id, watchEvents.carId))
    .innerJoin(watchlistEntries, eq(watchlistEntries.carId, watchEvents.carId))
    .innerJoin(users, and(eq(users.id, watchlistEntries.userId), eq(users.siteId, watchlistEntries.siteId)))
    .leftJoin(watchAlertSubscriptions, eq(watchAlertSubscriptions.userId, users.id))
    .where(and(inArray(watchEvents.id, [...eventIds]), isNull(watchAlertSubscriptions.stoppedAt)))
    .orderBy(asc(watchEvents.id), asc(watchlistEntries.id));
  return rows.map((r) => ({ ...r, kind: r.kind as AlertCandidate["kind"] }));
}

export async function deleteWatchEvents(tx: Database, eventIds: readonly number[]): Promise<void> {
  if (eventIds.length > 0) await tx.delete(watchEvents).where(inArray(watchEvents.id, [...eventIds]));
}

/** Each shopper's stop-link token, made at their first alert (`newToken` for those without one). */
export async function alertStopTokens(tx: Database, shoppers: readonly { userId: number; siteId: number }[], newToken: () => string): Promise<Map<number, string>> {
  if (shoppers.length === 0) return new Map();
  await tx.insert(watchAlertSubscriptions).values(shoppers.map((s) => ({ ...s, token: newToken() }))).onConflictDoNothing({ target: watchAlertSubscriptions.userId });
  const rows = await tx
    .select({ userId: watchAlertSubscriptions.userId, token: watchAlertSubscriptions.token })
    .from(watchAlertSubscriptions)
    .where(inArray(watchAlertSubscriptions.userId, shoppers.map((s) => s.userId)));
  return new Map(rows.map((r) => [r.userId, r.token]));
}

export type NewAlert = { siteId: number; userId: number; carId: number; kind: WatchEventKind; alertDay: string; body: string };

/** Records an alert unless the shopper already had one about this car on that day; resolves to its id, or null when it had. */
export async function recordAlert(tx: Database, alert: NewAlert): Promise<string | null> {
  const [row] = await tx.insert(watchAlerts).values(alert).onConflictDoNothing({ target: [watchAlerts.userId, watchAlerts.carId, watchAlerts.alertDay] }).returning({ id: watchAlerts.id });
  return row?.id ?? null;
}

/** Stops the alerts of the shopper whose stop link this is (once: the first time counts); resolves to whether the token is this site's. */
export async function stopAlertsByToken(db: Database, site: Site, token: string, now: Date): Promise<boolean> {
  const [row] = await db.select({ stoppedAt: watchAlertSubscriptions.stoppedAt }).from(watchAlertSubscriptions).where(and(eq(watchAlertSubscriptions.siteId, site.id), eq(watchAlertSubscriptions.token, token))).limit(1);
  if (!row) return false;
  if (!row.stoppedAt) await db.update(watchAlertSubscriptions).set({ stoppedAt: now }).where(and(eq(watchAlertSubscriptions.siteId, site.id), eq(watchAlertSubscriptions.token, token)));
  return true;
}

/** Whether a stop link names one of this site's shoppers, and whether their alerts are stopped. */
export async function findAlertSubscription(db: Database, site: Site, token: string): Promise<{ stopped: boolean } | null> {
  const [row] = await db.select({ stoppedAt: watchAlertSubscriptions.stoppedAt }).from(watchAlertSubscriptions).where(and(eq(watchAlertSubscriptions.siteId, site.id), eq(watchAlertSubscriptions.token, token))).limit(1);
  return row ? { stopped: row.stoppedAt !== null } : null;
}

/** Turns a signed-in shopper's alerts on or off (the garage's switch). */
export async function setAlertsStopped(db: Database, site: Site, userId: number, stopped: boolean, now: Date, newToken: () => string): Promise<void> {
  await db
    .insert(watchAlertSubscriptions)
    .values({ userId, siteId: site.id, token: newToken(), stoppedAt: stopped ? now : null })
    .onConflictDoUpdate({ target: watchAlertSubscriptions.userId, set: { stoppedAt: stopped ? now : null }, setWhere: eq(watchAlertSubscriptions.siteId, site.id) });
}

/** Whether a signed-in shopper's alerts are stopped (never stopped when they have had none). */
export async function areAlertsStopped(db: Database, site: Site, userId: number): Promise<boolean> {
  const [row] = await db.select({ stoppedAt: watchAlertSubscriptions.stoppedAt }).from(watchAlertSubscriptions).where(and(eq(watchAlertSubscriptions.siteId, site.id), eq(watchAlertSubscriptions.userId, userId))).limit(1);
  return row?.stoppedAt != null;
}

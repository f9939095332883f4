import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { Database } from "../client";
import { watchAlerts, watchAlertSubscriptions, watchEvents } from "../schema";
import type { Site } from "@/domain/site/site";
import type { AlertKey } from "@/domain/watchlist/alert-limits";
import type { WatchEventKind } from "@/domain/watchlist/watch-alerts";

/**
 * Claims the oldest unprocessed changes (SKIP LOCKED, so two workers take different ones) inside the caller's
 * transaction: they are deleted by `deleteWatchEvents` in the same transaction, or come back if it fails.
 */
export async function claimWatchEvents(tx: Database, limit: number): Promise<number[]> {
  const rows = await tx.select({ id: watchEvents.id }).from(watchEvents).orderBy(asc(watchEvents.id)).limit(limit).for("update", { skipLocked: true });
  return rows.map((r) => r.id);
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

/** The alerts already recorded that may rule out new ones: these shoppers' alerts on these days, and about these arrived cars. */
export async function listSentAlerts(tx: Database, userIds: readonly number[], days: readonly string[], similarCarIds: readonly number[]): Promise<AlertKey[]> {
  if (userIds.length === 0) return [];
  return tx
    .select({ userId: watchAlerts.userId, watchedCarId: watchAlerts.carId, day: watchAlerts.alertDay, similarCarId: watchAlerts.similarCarId })
    .from(watchAlerts)
    .where(and(inArray(watchAlerts.userId, [...userIds]), or(inArray(watchAlerts.alertDay, [...days]), similarCarIds.length > 0 ? inArray(watchAlerts.similarCarId, [...similarCarIds]) : undefined)));
}

/** `carId` is the watched car; `similarCarId` the car that arrived, for an `arrived` alert. */
export type NewAlert = { siteId: number; userId: number; carId: number; similarCarId: number | null; kind: WatchEventKind; alertDay: string; body: string };

/**
 * Records an alert unless the shopper already had one about this watched car on that day, or was already told of
 * this arrived car (either unique key); resolves to its id, or null when they had.
 */
export async function recordAlert(tx: Database, alert: NewAlert): Promise<string | null> {
  const [row] = await tx.insert(watchAlerts).values(alert).onConflictDoNothing().returning({ id: watchAlerts.id });
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

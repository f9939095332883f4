import type { Database } from "@/db/client";
import { loadSites } from "@/db/queries/sites";
import { queueSms } from "@/db/queries/sms-messages";
import { alertStopTokens, claimWatchEvents, deleteWatchEvents, listAlertCandidates, recordAlert, type AlertCandidate } from "@/db/queries/watch-alerts";
import type { Site } from "@/domain/site/site";
import { vehiclePath } from "@/domain/vehicle/vehicle-path";
import { alertDay, alertOrigin, watchAlertText } from "@/domain/watchlist/watch-alerts";
import { newStopToken } from "./watch-alert-settings";

/** A text message for the SMS outbox (`queueSms`, decision 020), in the caller's transaction; a dedupe key already queued on the site queues nothing. */
export type QueuedSms = { recipient: string; body: string; kind: "watch_alert"; dedupeKey: string };
export type SmsQueue = (tx: Database, site: Site, sms: QueuedSms) => Promise<unknown>;

export type WatchAlertDeps = { now: Date; queueSms?: SmsQueue; newToken?: () => string };

const BATCH = 50;

/**
 * Turns the watched cars' recorded changes (price drops, sales; `watch_events`) into alerts, in one transaction:
 * each watching shopper whose alerts are on gets one text per car per day on the site's clock, recorded in
 * `watch_alerts` and queued in the SMS outbox (`sms_messages`), which the delivery worker sends and retries. A job that fails
 * anywhere rolls back whole and runs again; the day's row makes a second run queue nothing the first did.
 */
export async function runWatchAlerts(db: Database, deps: WatchAlertDeps): Promise<number> {
  return db.transaction(async (tx) => {
    const eventIds = await claimWatchEvents(tx, BATCH);
    if (eventIds.length === 0) return 0;
    const candidates = await listAlertCandidates(tx, eventIds);
    const sites = candidates.length === 0 ? [] : await loadSites(tx);
    const tokens = await alertStopTokens(tx, uniqueShoppers(candidates), deps.newToken ?? newStopToken);
    for (const candidate of candidates) {
      const site = sites.find((s) => s.id === candidate.siteId);
      const stopToken = tokens.get(candidate.userId);
      if (site && stopToken) await alertOne(tx, site, candidate, stopToken, deps);
    }
    await deleteWatchEvents(tx, eventIds);
    return eventIds.length;
  });
}

function uniqueShoppers(candidates: readonly AlertCandidate[]): { userId: number; siteId: number }[] {
  return [...new Map(candidates.map((c) => [c.userId, { userId: c.userId, siteId: c.siteId }])).values()];
}

async function alertOne(tx: Database, site: Site, candidate: AlertCandidate, stopToken: string, deps: WatchAlertDeps): Promise<void> {
  const origin = alertOrigin(candidate.savedOn, { url: site.config.url, domains: site.domains });
  if (!origin) return;
  const body = watchAlertText({ siteName: site.name, carName: candidate.carName, carPath: vehiclePath(candidate.carSlug), origin, stopToken, event: candidate });
  const alertId = await recordAlert(tx, { siteId: site.id, userId: candidate.userId, carId: candidate.carId, kind: candidate.kind, alertDay: alertDay(deps.now, site.config.address.state), body });
  if (alertId) await (deps.queueSms ?? queueSms)(tx, site, { recipient: candidate.phone, body, kind: "watch_alert", dedupeKey: `watch-alert:${alertId}` });
}

/** One of the delivery worker's jobs, run before the SMS job so an alert leaves in the same round. */
export function watchAlertJobRunner() {
  return (db: Database) => runWatchAlerts(db, { now: new Date() });
}

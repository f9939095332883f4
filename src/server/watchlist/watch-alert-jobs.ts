import type { Database } from "@/db/client";
import { queueEmail } from "@/db/queries/email-messages";
import { loadSites } from "@/db/queries/sites";
import { queueSms } from "@/db/queries/sms-messages";
import { listArrivalCandidates, listChangeCandidates, type AlertCandidate } from "@/db/queries/watch-alert-candidates";
import { alertStopTokens, claimWatchEvents, deleteWatchEvents, listSentAlerts, recordAlert } from "@/db/queries/watch-alerts";
import type { Site } from "@/domain/site/site";
import type { SweepKind } from "@/server/jobs/job-kind";
import { vehiclePath } from "@/domain/vehicle/vehicle-path";
import { firstAlertsOfTheDay } from "@/domain/watchlist/alert-limits";
import { alertDay, alertOrigin, alertUnsubscribePath, watchAlertEmail, watchAlertText } from "@/domain/watchlist/watch-alerts";
import { similarCarAlerts } from "./similar-car-alerts";
import { newLinkToken } from "./watch-alert-settings";

/** A text message for the SMS outbox (`queueSms`, decision 020), in the caller's transaction; a dedupe key already queued on the site queues nothing. */
export type QueuedSms = { recipient: string; body: string; kind: "watch_alert"; dedupeKey: string };
export type SmsQueue = (tx: Database, site: Site, sms: QueuedSms) => Promise<unknown>;

export type WatchAlertDeps = { now: Date; queueSms?: SmsQueue; newToken?: () => string };

type DatedAlert = AlertCandidate & { site: Site; day: string };

const BATCH = 50;

/**
 * Turns the recorded changes (`watch_events`: watched cars' price drops and sales, cars that arrived) into alerts, in
 * one transaction: each watching shopper whose alerts are on gets one message per watched car per day on the site's
 * clock, recorded in `watch_alerts`, queued as a text in `sms_messages` and, when they confirmed an address, as an e-mail
 * in `email_messages`, both with the alert as dedupe key; the job runner sends and retries them. A job that
 * fails anywhere rolls back whole and runs again; the day's row makes a second run queue nothing the first did.
 */
export async function runWatchAlerts(db: Database, deps: WatchAlertDeps): Promise<number> {
  return db.transaction(async (tx) => {
    const eventIds = await claimWatchEvents(tx, BATCH);
    if (eventIds.length === 0) return 0;
    const candidates = await datedCandidates(tx, eventIds, deps.now);
    // Most candidates of a large import's arrivals find their car's message of the day sent: ruled out here, in one query.
    const sent = await listSentAlerts(tx, unique(candidates.map((c) => c.userId)), unique(candidates.map((c) => c.day)), unique(candidates.flatMap((c) => c.similarCarId ?? [])));
    const alerts = firstAlertsOfTheDay(candidates, sent);
    const tokens = await alertStopTokens(tx, [...new Map(alerts.map((a) => [a.userId, { userId: a.userId, siteId: a.siteId }])).values()], deps.newToken ?? newLinkToken);
    for (const alert of alerts) {
      const stopToken = tokens.get(alert.userId);
      if (stopToken) await sendAlert(tx, alert, stopToken, deps);
    }
    await deleteWatchEvents(tx, eventIds);
    return eventIds.length;
  });
}

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** The claimed events' alerts with their site and day; a watched car's own news before arrivals, which compete with it for the day. */
async function datedCandidates(tx: Database, eventIds: readonly number[], now: Date): Promise<DatedAlert[]> {
  const changes = await listChangeCandidates(tx, eventIds);
  const arrivals = await listArrivalCandidates(tx, eventIds);
  if (changes.length + arrivals.length === 0) return [];
  // Only the sites these events concern: a platform of hundreds of sites would otherwise load them all per batch.
  const sites = await loadSites(tx, unique([...changes, ...arrivals].map((c) => c.siteId)));
  const siteById = new Map(sites.map((site) => [site.id, site]));
  return [...changes, ...(await similarCarAlerts(tx, sites, arrivals))].flatMap((candidate) => {
    const site = siteById.get(candidate.siteId);
    return site ? [{ ...candidate, site, day: alertDay(now, site.config.address.state) }] : [];
  });
}

async function sendAlert(tx: Database, alert: DatedAlert, stopToken: string, deps: WatchAlertDeps): Promise<void> {
  const { site } = alert;
  const origin = alertOrigin(alert.savedOn, { url: site.config.url, domains: site.domains });
  if (!origin) return;
  const message = { siteName: site.name, carName: alert.car.name, carPath: vehiclePath(alert.car.slug), origin, stopToken, event: alert.event };
  const body = watchAlertText(message);
  const alertId = await recordAlert(tx, { siteId: site.id, userId: alert.userId, carId: alert.watchedCarId, similarCarId: alert.similarCarId, kind: alert.event.kind, alertDay: alert.day, body });
  if (!alertId) return;
  const dedupeKey = `watch-alert:${alertId}`;
  await (deps.queueSms ?? queueSms)(tx, site, { recipient: alert.phone, body, kind: "watch_alert", dedupeKey });
  if (!alert.email) return;
  const { subject, text } = watchAlertEmail(message);
  await queueEmail(tx, site, { recipient: alert.email, subject, body: text, kind: "watch_alert", dedupeKey, unsubscribeUrl: `${origin}${alertUnsubscribePath(stopToken)}` });
}

/** The watch events as a job kind; the worker's list runs it before the texts and e-mails, so an alert leaves in the same round. */
export function watchAlertJobs(): SweepKind {
  return { type: "sweep", name: "watch_alerts", batch: BATCH, sweep: (db, now) => runWatchAlerts(db, { now }) };
}

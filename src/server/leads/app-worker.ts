import { getDatabase } from "@/db/connection";
import { paymentProvider } from "@/server/payments/payment-settings";
import { accountHousekeepingRunner } from "@/server/accounts/account-housekeeping";
import { facebookPostsRunner } from "@/server/content/facebook-posts-refresh";
import { facebookGraphSettings } from "@/server/content/facebook-settings";
import { reservationJobRunner } from "@/server/reservations/reservation-jobs";
import { emailJobRunner } from "@/server/email/email-jobs";
import { smsJobRunner } from "@/server/sms/sms-jobs";
import { watchAlertJobRunner } from "@/server/watchlist/watch-alert-jobs";
import { createConfiguredSmsSender } from "@/server/sms/sms-settings";
import { startLeadDeliveryWorker, type LeadDeliveryWorker } from "./delivery-worker";
import { loadLeadSettings } from "./lead-settings";

// One worker per process, shared by instrumentation and route bundles through globalThis.
const holder = globalThis as typeof globalThis & { __forecourtLeadWorker?: LeadDeliveryWorker };

/** Starts the in-process delivery worker unless LEAD_WORKER=false (a standalone worker runs instead). */
export function startAppLeadWorker(): void {
  const settings = loadLeadSettings();
  if (holder.__forecourtLeadWorker || !settings.runWorker) return;
  const smsSender = createConfiguredSmsSender();
  holder.__forecourtLeadWorker = startLeadDeliveryWorker({
    getDb: async () => (await getDatabase()).db,
    settings,
    moreJobs: [reservationJobRunner(paymentProvider(), settings), watchAlertJobRunner(), smsJobRunner(smsSender, settings), emailJobRunner(settings), accountHousekeepingRunner(), facebookPostsRunner(facebookGraphSettings())],
  });
  console.log(`${settings.smtpUrl ? "Lead delivery worker started (SMTP)." : `Lead delivery worker started: e-mail goes to ${settings.outboxDir}`} ${smsSender.description}.`);
}

/** Tells this process's worker a lead was queued, so delivery does not wait for the next poll. */
export function wakeAppLeadWorker(): void {
  holder.__forecourtLeadWorker?.wake();
}

/** Stops this process's worker: its sends in flight finish, or are released after `boundMs`. */
export async function stopAppLeadWorker(boundMs?: number): Promise<void> {
  const worker = holder.__forecourtLeadWorker;
  holder.__forecourtLeadWorker = undefined;
  await worker?.stop(boundMs);
}

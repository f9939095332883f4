import { loadEnv } from "@/config/env";
import { carDailyStatsJobs } from "@/server/car-figures/car-daily-stats-jobs";
import { createEmailSender, type EmailSender } from "@/server/email/email-sender";
import type { JobKind } from "@/server/jobs/job-kind";
import { accountHousekeepingJobs } from "@/server/accounts/account-housekeeping";
import { facebookPostsJobs } from "@/server/content/facebook-posts-refresh";
import type { GraphSettings } from "@/server/content/facebook-page-posts";
import { facebookGraphSettings } from "@/server/content/facebook-settings";
import { webhookAddressPolicy, type OutboundAddressPolicy } from "@/server/http/outbound-address-policy";
import { inboxJobs } from "@/server/inbox/inbox-jobs";
import { leadDeliveryJobs } from "@/server/leads/lead-delivery-jobs";
import type { LeadSettings } from "@/server/leads/lead-settings";
import type { PaymentProvider } from "@/server/payment-provider/payment-provider";
import { paymentProvider } from "@/server/payment-provider/payment-settings";
import { reservationJobs } from "@/server/reservations/reservation-jobs";
import { emailJobs } from "@/server/email/email-jobs";
import type { SmsSender } from "@/server/sms/sms-sender";
import { createConfiguredSmsSender } from "@/server/sms/sms-settings";
import { smsJobs } from "@/server/sms/sms-jobs";
import { staffHousekeepingJobs } from "@/server/staff/staff-housekeeping";
import { watchAlertJobs } from "@/server/watchlist/watch-alert-jobs";

export type JobKindDeps = { emailSender: EmailSender; smsSender: SmsSender; provider: PaymentProvider | null; webhookTimeoutMs: number; webhookAddresses: OutboundAddressPolicy; facebookGraph: GraphSettings | null; carFiguresRollupMs: number };

/**
 * Every job kind the worker runs, in the order of a round: the one list both the in-app worker and the standalone
 * worker start (decision 029). A new kind is written in its feature's folder and added here.
 */
export function jobKinds(deps: JobKindDeps): JobKind[] {
  return [
    leadDeliveryJobs(deps.emailSender, deps),
    reservationJobs(deps.provider, deps.emailSender),
    // Before the texts and e-mails, so an alert, or a manager's notice, leaves in the round that made it.
    watchAlertJobs(),
    inboxJobs(),
    smsJobs(deps.smsSender),
    emailJobs(deps.emailSender),
    accountHousekeepingJobs(),
    staffHousekeepingJobs(),
    facebookPostsJobs(deps.facebookGraph),
    carDailyStatsJobs(deps.carFiguresRollupMs),
  ];
}

/** The job kinds with the configured senders and payment provider, what the start-up line says of them, and the close of the e-mail sender's pool. */
export function configuredJobKinds(settings: Pick<LeadSettings, "smtpUrl" | "mailFrom" | "outboxDir" | "webhookTimeoutMs">) {
  const emailSender = createEmailSender({ smtpUrl: settings.smtpUrl, from: settings.mailFrom, outboxDir: settings.outboxDir });
  const smsSender = createConfiguredSmsSender();
  return {
    kinds: jobKinds({ emailSender, smsSender, provider: paymentProvider(), webhookTimeoutMs: settings.webhookTimeoutMs, webhookAddresses: webhookAddressPolicy(), facebookGraph: facebookGraphSettings(), carFiguresRollupMs: loadEnv().CAR_FIGURES_ROLLUP_MS }),
    senders: { email: settings.smtpUrl ? "smtp" : settings.outboxDir, sms: smsSender.description },
    close: () => emailSender.close(),
  };
}

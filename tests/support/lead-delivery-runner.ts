import type { Database } from "@/db/client";
import { createEmailSender, type EmailSender } from "@/server/email/email-sender";
import type { JobLog } from "@/server/jobs/job-kind";
import { startJobRunner, type JobRunner, type JobRunnerSettings } from "@/server/jobs/job-runner";
import { loopbackAddressPolicy } from "@/server/http/loopback-address-policy";
import { leadDeliveryJobs } from "@/server/leads/lead-delivery-jobs";
import type { LeadSettings } from "@/server/leads/lead-settings";

export type LeadRunnerOptions = {
  getDb: () => Promise<Database>;
  settings: JobRunnerSettings & Pick<LeadSettings, "smtpUrl" | "mailFrom" | "outboxDir" | "webhookTimeoutMs">;
  /** Instead of the sender `settings` name (SMTP, or the outbox folder). */
  emailSender?: EmailSender;
  log?: JobLog;
};

/** A job runner of the lead deliveries alone, as the lead tests drive it: their webhook receivers listen on 127.0.0.1. */
export function startLeadDeliveryRunner(options: LeadRunnerOptions): JobRunner {
  const { settings } = options;
  const sender = options.emailSender ?? createEmailSender({ smtpUrl: settings.smtpUrl, from: settings.mailFrom, outboxDir: settings.outboxDir });
  return startJobRunner({ getDb: options.getDb, settings, kinds: [leadDeliveryJobs(sender, { ...settings, webhookAddresses: loopbackAddressPolicy() })], log: options.log, onStopped: () => sender.close() });
}

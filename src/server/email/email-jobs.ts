import type { Database } from "@/db/client";
import { claimDueEmails, markEmailFailed, markEmailSent } from "@/db/queries/email-messages";
import { DEFAULT_RETRY_POLICY, nextRetryAt } from "@/domain/leads/delivery-schedule";
import type { EmailSender } from "@/server/leads/email-sender";

export type EmailJobSettings = { leaseMs: number; retryBaseMs: number };

const BATCH = 10;

/**
 * Sends the shoppers' e-mails due by `now` (`email_messages`) with the lead e-mail sender, drained by the delivery
 * worker beside lead deliveries: each claimed like a lead delivery (decision 005) and retried with the same backoff.
 * The message id is the row's, so a message sent again after a lost acknowledgement is the same message (the same
 * Message-ID, the same outbox file).
 */
export async function runDueEmails(db: Database, sender: Pick<EmailSender, "sendMessage">, now: Date, settings: EmailJobSettings, log: Pick<Console, "error"> = console): Promise<number> {
  const claimed = await claimDueEmails(db, now, BATCH, settings.leaseMs);
  const policy = { ...DEFAULT_RETRY_POLICY, baseMs: settings.retryBaseMs };
  for (const email of claimed) {
    try {
      await sender.sendMessage({ id: email.id, to: email.recipient, subject: email.subject, text: email.body, unsubscribeUrl: email.unsubscribeUrl ?? undefined });
      await markEmailSent(db, email.id, now);
    } catch (failure) {
      const reason = failure instanceof Error ? failure.message : String(failure);
      const retryAt = nextRetryAt(policy, email.attempts, email.queuedAt, now, Math.random());
      if (!retryAt) log.error(`E-mail ${email.id} (${email.kind}) gave up after ${email.attempts} attempts: ${reason}`);
      await markEmailFailed(db, email.id, reason, retryAt);
    }
  }
  return claimed.length;
}

/** One of the delivery worker's `moreJobs`: shoppers' e-mails due now, sent with the worker's e-mail sender. */
export function emailJobRunner(settings: EmailJobSettings) {
  return (db: Database, sender: Pick<EmailSender, "sendMessage">) => runDueEmails(db, sender, new Date(), settings);
}

import type { Database } from "@/db/client";
import { claimDueSms, expireStaleSms, markSmsFailed, markSmsSent } from "@/db/queries/sms-messages";
import { DEFAULT_RETRY_POLICY, nextRetryAt } from "@/domain/leads/delivery-schedule";
import { metrics } from "@/server/metrics/metrics";
import { PermanentSmsError, type SmsSender } from "./sms-sender";

/** Sign-in codes are counted for monitoring (`forecourt_otp_sends_total`): sent, or given up. */
const countSignInCode = (kind: string, outcome: "sent" | "failed") => {
  if (kind === "sign_in_code") metrics().otpSends.inc({ outcome });
};

export type SmsJobSettings = { leaseMs: number; retryBaseMs: number };

const BATCH = 10;

/**
 * Sends the text messages due by `now` (decision 020), drained by the delivery worker beside lead deliveries: each
 * claimed like a lead delivery (decision 005), retried with the same backoff, given up when the provider refuses it
 * for good or its time has passed (a sign-in code is not sent after its 10 minutes).
 */
export async function runDueSms(db: Database, sender: SmsSender, now: Date, settings: SmsJobSettings, log: Pick<Console, "error"> = console): Promise<number> {
  await expireStaleSms(db, now);
  const claimed = await claimDueSms(db, now, BATCH, settings.leaseMs);
  const policy = { ...DEFAULT_RETRY_POLICY, baseMs: settings.retryBaseMs };
  for (const sms of claimed) {
    try {
      const { providerId } = await sender.send({ id: sms.id, to: sms.recipient, body: sms.body });
      countSignInCode(sms.kind, "sent");
      await markSmsSent(db, sms.id, providerId, now);
    } catch (failure) {
      const reason = failure instanceof Error ? failure.message : String(failure);
      const retryAt = failure instanceof PermanentSmsError ? null : nextRetryAt(policy, sms.attempts, sms.queuedAt, now, Math.random());
      if (!retryAt) {
        countSignInCode(sms.kind, "failed");
        log.error(`SMS ${sms.id} (${sms.kind}) gave up after ${sms.attempts} attempts: ${reason}`);
      }
      await markSmsFailed(db, sms.id, reason, retryAt);
    }
  }
  return claimed.length;
}

/** One of the delivery worker's `moreJobs`: text messages due now, sent with the configured sender. */
export function smsJobRunner(sender: SmsSender, settings: SmsJobSettings) {
  return (db: Database) => runDueSms(db, sender, new Date(), settings);
}

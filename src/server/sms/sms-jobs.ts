import type { Database } from "@/db/client";
import { claimDueSms, expireStaleSms, markSmsFailed, markSmsSent, type ClaimedSms } from "@/db/queries/sms-messages";
import { drainQueue, type DrainSettings } from "@/server/jobs/drain-queue";
import type { QueueKind } from "@/server/jobs/job-kind";
import { metrics } from "@/server/metrics/metrics";
import { PermanentSmsError, type SmsSender } from "./sms-sender";

/**
 * The text messages (`sms_messages`, decision 020) as a job kind: each claimed like a lead delivery (decision 005),
 * retried with the same backoff, given up when the provider refuses it for good or its time has passed (a sign-in
 * code is not sent after its 10 minutes). Sign-in codes are counted for monitoring (`forecourt_otp_sends_total`).
 */
export function smsJobs(sender: SmsSender): QueueKind<ClaimedSms, { providerId: string }> {
  return {
    type: "queue",
    name: "sms",
    batch: 10,
    beforeClaim: (db, now) => expireStaleSms(db, now),
    claim: claimDueSms,
    run: (_db, sms) => sender.send({ id: sms.id, to: sms.recipient, body: sms.body }),
    done: (db, sms, now, { providerId }) => markSmsSent(db, sms.id, providerId, now),
    failed: (db, sms, reason, retryAt) => markSmsFailed(db, sms.id, reason, retryAt),
    retriable: (failure) => !(failure instanceof PermanentSmsError),
    describe: (sms) => `SMS ${sms.id} (${sms.kind})`,
    observe(sms, outcome) {
      if (sms.kind === "sign_in_code" && outcome !== "retry") metrics().otpSends.inc({ outcome: outcome === "done" ? "sent" : "failed" });
    },
  };
}

/** The text messages due by `now`, sent with `sender`; resolves to how many were claimed. */
export function runDueSms(db: Database, sender: SmsSender, now: Date, settings: DrainSettings, log: Pick<Console, "error"> = console): Promise<number> {
  return drainQueue(smsJobs(sender), db, now, settings, log);
}

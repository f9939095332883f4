import type { Database } from "@/db/client";
import { claimDueEmails, markEmailFailed, markEmailSent, type ClaimedEmail } from "@/db/queries/email-messages";
import { drainQueue, type DrainSettings } from "@/server/jobs/drain-queue";
import type { QueueKind } from "@/server/jobs/job-kind";
import type { EmailSender } from "./email-sender";

/**
 * The shoppers' e-mails (`email_messages`) as a job kind, sent with the lead e-mail sender: each claimed like a lead
 * delivery (decision 005) and retried with the same backoff. The message id is the row's, so a message sent again
 * after a lost acknowledgement is the same message (the same Message-ID, the same outbox file).
 */
export function emailJobs(sender: Pick<EmailSender, "sendMessage">): QueueKind<ClaimedEmail, void> {
  return {
    type: "queue",
    name: "email",
    batch: 10,
    claim: claimDueEmails,
    run: (_db, email) => sender.sendMessage({ id: email.id, to: email.recipient, subject: email.subject, text: email.body, unsubscribeUrl: email.unsubscribeUrl ?? undefined }),
    done: (db, email, now) => markEmailSent(db, email.id, now),
    failed: (db, email, reason, retryAt) => markEmailFailed(db, email.id, reason, retryAt),
    describe: (email) => `E-mail ${email.id} (${email.kind})`,
  };
}

/** The shoppers' e-mails due by `now`; resolves to how many were claimed. */
export function runDueEmails(db: Database, sender: Pick<EmailSender, "sendMessage">, now: Date, settings: DrainSettings, log: Pick<Console, "error"> = console): Promise<number> {
  return drainQueue(emailJobs(sender), db, now, settings, log);
}

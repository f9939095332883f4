import { claimDueDeliveries, markDeliveryDelivered, markDeliveryFailed, releaseDeliveries, type ClaimedDelivery } from "@/db/queries/lead-deliveries";
import type { EmailSender } from "@/server/email/email-sender";
import type { QueueKind } from "@/server/jobs/job-kind";
import { metrics } from "@/server/metrics/metrics";
import { sendWebhook, type WebhookSendOptions } from "./webhook-sender";

/**
 * The lead outbox (`lead_deliveries`, decision 005) as a job kind: each delivery e-mailed with its ADF or posted as a
 * signed webhook, side by side (each goes to its own dealer), under its stable delivery id. A delivery whose outcome
 * write fails is sent again with the same id when its lease runs out; a stopping runner gives its unfinished sends back.
 */
export function leadDeliveryJobs(sender: Pick<EmailSender, "send">, options: { webhookTimeoutMs: number; webhookAddresses: WebhookSendOptions["addresses"] }): QueueKind<ClaimedDelivery, void> {
  return {
    type: "queue",
    name: "lead_delivery",
    batch: 10,
    concurrent: true,
    // The lease is taken on the database's clock.
    claim: (db, _now, limit, leaseMs) => claimDueDeliveries(db, limit, leaseMs),
    run: (_db, delivery) => (delivery.channel === "email" ? sender.send(delivery) : sendWebhook(delivery, { timeoutMs: options.webhookTimeoutMs, addresses: options.webhookAddresses })),
    done: (db, delivery) => markDeliveryDelivered(db, delivery.id),
    failed: (db, delivery, reason, retryAt) => markDeliveryFailed(db, delivery.id, reason, retryAt),
    describe: (delivery) => `Lead delivery ${delivery.id} (${delivery.channel})`,
    observe(delivery, outcome) {
      if (outcome === "done") metrics().leadDeliveries.inc({ channel: delivery.channel });
      else metrics().leadDeliveryFailures.inc({ channel: delivery.channel, final: String(outcome === "gave_up") });
    },
    release: releaseDeliveries,
  };
}

import { createHmac } from "node:crypto";
import type { ClaimedDelivery } from "@/db/queries/lead-deliveries";
import { toDealerLeadJson } from "./dealer-lead-json";

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the receiver recomputes it with the shared secret. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** POSTs the lead; any answer but 2xx is a failure to retry. */
export async function sendWebhook(delivery: ClaimedDelivery, options: { timeoutMs: number; now?: Date }): Promise<void> {
  if (!delivery.webhookSecret) throw new Error("The dealership's webhook has been removed");
  const { followUp } = delivery;
  const body = JSON.stringify({
    delivery_id: delivery.id,
    lead: toDealerLeadJson(delivery.lead),
    ...(followUp ? { follow_up: { id: followUp.id, created_at: followUp.createdAt.toISOString(), ...followUp.details, adf: followUp.adf } } : {}),
    // The lead's own `received_count` and `last_received_at` say how many times it came.
    ...(delivery.repeatDigest ? { repeat_digest: true } : {}),
  });
  const timestamp = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const response = await fetch(delivery.target, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "user-agent": "Forecourt-Webhook/1",
      "forecourt-delivery-id": delivery.id,
      "forecourt-signature": webhookSignature(delivery.webhookSecret, timestamp, body),
    },
    body,
    redirect: "error",
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`Webhook answered HTTP ${response.status}`);
}

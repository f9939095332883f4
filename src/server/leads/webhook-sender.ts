import { createHmac } from "node:crypto";
import type { ClaimedDelivery } from "@/db/queries/lead-deliveries";
import { openCheckedRequest, type OutboundAddressPolicy } from "@/server/http/outbound-address-policy";
import { toDealerLeadJson } from "./dealer-lead-json";

export type WebhookSendOptions = { timeoutMs: number; addresses: OutboundAddressPolicy; now?: Date };

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the receiver recomputes it with the shared secret. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/**
 * POSTs the lead; any answer but 2xx (a redirect included) is a failure to retry. The address must be one the
 * server may send to (`addresses`: public, https), checked on its text and again on every address its name
 * resolves to when connecting, so a webhook cannot be pointed at the server's own network.
 */
export async function sendWebhook(delivery: ClaimedDelivery, options: WebhookSendOptions): Promise<void> {
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
  const status = await post(delivery.target, body, {
    "content-type": "application/json",
    "user-agent": "Forecourt-Webhook/1",
    "forecourt-delivery-id": delivery.id,
    "forecourt-signature": webhookSignature(delivery.webhookSecret, timestamp, body),
  }, options);
  if (status < 200 || status >= 300) throw new Error(`Webhook answered HTTP ${status}`);
}

/** The answer's status; its body is read and dropped. */
function post(target: string, body: string, headers: Record<string, string>, options: WebhookSendOptions): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = openCheckedRequest(target, options.addresses, (message) => new Error(`Webhook ${message}`), {
      method: "POST",
      headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
}

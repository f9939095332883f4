import type { Database } from "@/db/client";
import type { Site } from "@/domain/site/site";
import type { JsonAnswer } from "@/server/http/json-answer";
import { confirmOnlinePayment } from "@/server/online-payments/confirm-online-payment";
import { confirmCheckout, type ConfirmOptions } from "@/server/reservations/confirm-payment";
import { WebhookSignatureError, type PaymentProvider } from "@/server/payment-provider/payment-provider";

/**
 * The provider's webhook (issue 18): the signature is verified over the raw body before anything is read; a
 * completed checkout is recorded once on the reservation or online payment its purpose names (a repeat finds it no
 * longer pending and changes nothing);
 * other events are acknowledged. A failure answers 500, so the provider sends the event again.
 */
export async function handlePaymentWebhook(db: Database, site: Site, provider: PaymentProvider, rawBody: string, signature: string | null, options: ConfirmOptions): Promise<JsonAnswer> {
  let event;
  try {
    event = provider.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) return { status: 400, body: { error: { parameter: "Stripe-Signature", message: "The webhook signature does not match" } } };
    throw error;
  }
  if (event.kind === "checkout-completed") {
    const confirm = event.checkout.purpose === "online-payment" ? confirmOnlinePayment : confirmCheckout;
    await confirm(db, site, event.checkout, options);
  }
  return { status: 200, body: { received: true, event: event.id } };
}

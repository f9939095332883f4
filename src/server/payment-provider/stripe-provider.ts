import Stripe from "stripe";
import type { CheckoutRequest, CheckoutStatus, PaymentEvent, PaymentProvider, PaymentPurpose } from "./payment-provider";
import { WebhookSignatureError } from "./payment-provider";

export type StripeSettings = { secretKey: string; webhookSecret: string; apiBase?: string };

function clientOptions(apiBase: string | undefined): ConstructorParameters<typeof Stripe>[1] {
  const options: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false };
  if (!apiBase) return options;
  const url = new URL(apiBase);
  return { ...options, host: url.hostname, port: url.port || (url.protocol === "https:" ? 443 : 80), protocol: url.protocol === "https:" ? "https" : "http" };
}

// Sessions made before online payments carry only `reservation_id`: they are deposits.
const purposeOf = (metadata: Stripe.Metadata | null): PaymentPurpose => (metadata?.purpose === "online-payment" ? "online-payment" : "reservation");

const sessionStatus = (session: Stripe.Checkout.Session): CheckoutStatus => ({
  sessionId: session.id,
  purpose: purposeOf(session.metadata),
  referenceId: session.client_reference_id ?? session.metadata?.reference_id ?? session.metadata?.reservation_id ?? null,
  paid: session.payment_status === "paid",
  paymentReference: typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null),
});

/**
 * Stripe Checkout (hosted page) through the official SDK: a session per payment in AUD cents, the reservation's or
 * online payment's id as client_reference_id and metadata with its purpose, refunds by PaymentIntent with an idempotency key, and webhooks verified by
 * Stripe's own signature scheme (`constructEvent`).
 */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, clientOptions(settings.apiBase));
  return {
    name: "stripe",
    async createCheckout(request: CheckoutRequest) {
      const metadata = { purpose: request.purpose, reference_id: request.referenceId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          client_reference_id: request.referenceId,
          customer_email: request.customerEmail,
          metadata,
          payment_intent_data: { metadata },
          line_items: [{ quantity: 1, price_data: { currency: "aud", unit_amount: request.amountCents, product_data: { name: request.description } } }],
          success_url: request.successUrl.replace("{SESSION_ID}", "{CHECKOUT_SESSION_ID}"),
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: `checkout-${request.referenceId}` },
      );
      if (!session.url) throw new Error(`Stripe checkout session ${session.id} has no URL`);
      return { sessionId: session.id, url: session.url };
    },
    async retrieveCheckout(sessionId) {
      return sessionStatus(await stripe.checkout.sessions.retrieve(sessionId));
    },
    async refund(paymentReference, idempotencyKey) {
      const refund = await stripe.refunds.create({ payment_intent: paymentReference, reason: "requested_by_customer" }, { idempotencyKey });
      return { refundId: refund.id };
    },
    parseWebhook(rawBody, signature): PaymentEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? "", settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "Invalid signature");
      }
      if (event.type === "checkout.session.completed" || event.type === "checkout.session.async_payment_succeeded") {
        return { id: event.id, kind: "checkout-completed", checkout: sessionStatus(event.data.object) };
      }
      return { id: event.id, kind: "ignored", type: event.type };
    },
  };
}

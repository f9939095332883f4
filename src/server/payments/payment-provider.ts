/**
 * The payment provider port (issue 18, decision 014). An adapter takes a reservation deposit through a hosted
 * checkout, reads back whether it was paid, refunds it, and verifies the provider's webhooks. "No provider" is not
 * an adapter but the absence of one: the reserve page then sends a request and says that no payment is taken.
 */
export type CheckoutRequest = {
  reservationId: string;
  /** Whole dollars. */
  amount: number;
  description: string;
  customerEmail: string;
  /** Where the provider sends the shopper after paying; `{SESSION_ID}` is replaced with the session's id. */
  successUrl: string;
  cancelUrl: string;
};

export type CheckoutSession = { sessionId: string; url: string };

/** What a session says about its payment. */
export type CheckoutStatus = { sessionId: string; reservationId: string | null; paid: boolean; paymentReference: string | null };

/** A verified webhook: a completed checkout, or anything else (acknowledged and ignored). */
export type PaymentEvent = { id: string; kind: "checkout-completed"; checkout: CheckoutStatus } | { id: string; kind: "ignored"; type: string };

export class WebhookSignatureError extends Error {}

export type PaymentProvider = {
  name: "stripe";
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  retrieveCheckout(sessionId: string): Promise<CheckoutStatus>;
  /** Refunds a payment in full; the key makes a retried call refund once. */
  refund(paymentReference: string, idempotencyKey: string): Promise<{ refundId: string }>;
  /** Verifies the signature of a webhook's raw body; throws WebhookSignatureError when it does not match. */
  parseWebhook(rawBody: string, signature: string | null): PaymentEvent;
};

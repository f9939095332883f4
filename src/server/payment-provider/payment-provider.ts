/**
 * The payment provider port (issue 18, decision 014). An adapter takes a payment through a hosted checkout, reads
 * back whether it was paid, refunds it, and verifies the provider's webhooks. "No provider" is not an adapter but the
 * absence of one: the reserve page then sends a request and says that no payment is taken.
 */

/** What a checkout pays for, so a webhook reaches the record it belongs to: a reservation deposit, or an online payment (decision 025). */
export type PaymentPurpose = "reservation" | "online-payment";

export type CheckoutRequest = {
  purpose: PaymentPurpose;
  /** The id of the reservation or online payment the checkout pays for. */
  referenceId: string;
  /** AUD cents. */
  amountCents: number;
  description: string;
  customerEmail: string;
  /** Where the provider sends the shopper after paying; `{SESSION_ID}` is replaced with the session's id. */
  successUrl: string;
  cancelUrl: string;
};

export type CheckoutSession = { sessionId: string; url: string };

/** What a session says about its payment. */
export type CheckoutStatus = { sessionId: string; purpose: PaymentPurpose; referenceId: string | null; paid: boolean; paymentReference: string | null };

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

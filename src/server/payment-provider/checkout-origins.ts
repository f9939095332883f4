import { loadEnv } from "@/config/env";

/** Stripe Checkout's hosted page: a form whose answer redirects there must be allowed to (CSP form-action). */
const STRIPE_CHECKOUT_ORIGIN = "https://checkout.stripe.com";

let cached: readonly string[] | undefined;

/** Where the reserve form sends the shopper to pay: Stripe Checkout, or the fake API in tests (STRIPE_API_BASE). */
export function paymentCheckoutOrigins(): readonly string[] {
  if (cached) return cached;
  const env = loadEnv();
  cached = env.PAYMENT_PROVIDER === "stripe" ? [env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE).origin : STRIPE_CHECKOUT_ORIGIN] : [];
  return cached;
}

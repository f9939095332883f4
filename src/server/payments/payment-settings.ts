import { loadEnv } from "@/config/env";
import type { Site } from "@/domain/site/site";
import type { PaymentProvider } from "./payment-provider";
import { createStripeProvider } from "./stripe-provider";

const holder = globalThis as typeof globalThis & { __forecourtPaymentProvider?: PaymentProvider | null };

/** The configured provider (PAYMENT_PROVIDER), built once per process; null is "no provider": requests, no payment. */
export function paymentProvider(source: NodeJS.ProcessEnv = process.env): PaymentProvider | null {
  if (holder.__forecourtPaymentProvider !== undefined && source === process.env) return holder.__forecourtPaymentProvider;
  const env = loadEnv(source);
  const provider = env.PAYMENT_PROVIDER === "stripe" ? createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY!, webhookSecret: env.STRIPE_WEBHOOK_SECRET!, apiBase: env.STRIPE_API_BASE }) : null;
  if (source === process.env) holder.__forecourtPaymentProvider = provider;
  return provider;
}

/** The provider a site takes deposits through: the configured one when PAYMENT_SITES lists the site (or is unset). */
export function sitePaymentProvider(site: Site, source: NodeJS.ProcessEnv = process.env): PaymentProvider | null {
  const provider = paymentProvider(source);
  const sites = loadEnv(source).PAYMENT_SITES?.split(",");
  return provider && (!sites || sites.includes(site.slug)) ? provider : null;
}

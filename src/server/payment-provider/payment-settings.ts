import { loadEnv } from "@/config/env";
import type { Site } from "@/domain/site/site";
import type { PaymentProvider } from "./payment-provider";
import { createStripeProvider } from "./stripe-provider";
import { processSingleton } from "@/config/process-singletons";

/** The configured provider (PAYMENT_PROVIDER), built once per process; null is "no provider": requests, no payment. */
export function paymentProvider(source: NodeJS.ProcessEnv = process.env): PaymentProvider | null {
  return source === process.env ? processSingleton("payments.provider", () => configuredProvider(source)) : configuredProvider(source);
}

function configuredProvider(source: NodeJS.ProcessEnv): PaymentProvider | null {
  const env = loadEnv(source);
  return env.PAYMENT_PROVIDER === "stripe" ? createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY!, webhookSecret: env.STRIPE_WEBHOOK_SECRET!, apiBase: env.STRIPE_API_BASE }) : null;
}

/** The provider a site takes deposits through: the configured one when PAYMENT_SITES lists the site (or is unset). */
export function sitePaymentProvider(site: Site, source: NodeJS.ProcessEnv = process.env): PaymentProvider | null {
  const provider = paymentProvider(source);
  const sites = loadEnv(source).PAYMENT_SITES?.split(",");
  return provider && (!sites || sites.includes(site.slug)) ? provider : null;
}

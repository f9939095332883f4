import { randomBytes } from "node:crypto";
import type { Database } from "@/db/client";
import { insertOnlinePayment, setOnlinePaymentSession } from "@/db/queries/online-payments";
import { leadFieldErrors } from "@/domain/leads/lead-form-schema";
import { onlinePaymentDescription, onlinePaymentSchema } from "@/domain/online-payments/online-payment";
import { ONLINE_PAYMENT_PATH, onlinePaymentReceiptPath } from "@/domain/online-payments/online-payment-paths";
import type { Site } from "@/domain/site/site";
import type { Shopper } from "@/server/accounts/current-shopper";
import type { PaymentProvider } from "@/server/payment-provider/payment-provider";

export type StartOnlinePaymentOutcome = { kind: "checkout"; url: string; paymentId: string } | { kind: "invalid"; errors: Record<string, string> };

/**
 * The signed-in shopper asks to pay (decision 025): the details are checked, a pending payment stored against the
 * shopper and the chosen dealership, then the provider's hosted checkout opened. The payment's id is the session's
 * idempotency key, and its token the receipt page's address.
 */
export async function startOnlinePayment(db: Database, site: Site, provider: PaymentProvider, shopper: Shopper, body: Record<string, unknown>, baseUrl: string): Promise<StartOnlinePaymentOutcome> {
  const parsed = onlinePaymentSchema({ dealershipSlugs: site.dealerships.map((d) => d.slug) }).safeParse(body);
  if (!parsed.success) return { kind: "invalid", errors: leadFieldErrors(parsed.error) };
  const details = parsed.data;
  const dealership = site.dealerships.find((d) => d.slug === details.dealershipSlug);
  if (!dealership) return { kind: "invalid", errors: { dealership_slug: "This site has no dealership to pay." } };

  const token = randomBytes(24).toString("base64url");
  const payment = await insertOnlinePayment(db, {
    siteId: site.id, dealershipId: dealership.id, userId: shopper.userId, reference: details.reference, amountCents: details.amountCents, note: details.note ?? null,
    provider: provider.name, receiptToken: token, name: details.name, lastName: details.last_name, email: details.email, phone: shopper.phone, postcode: details.postcode,
  });
  const session = await provider.createCheckout({
    purpose: "online-payment",
    referenceId: payment.id,
    amountCents: payment.amountCents,
    description: onlinePaymentDescription(dealership.name, payment.reference),
    customerEmail: payment.email,
    successUrl: `${baseUrl}${onlinePaymentReceiptPath(token)}?session_id={SESSION_ID}`,
    cancelUrl: `${baseUrl}${ONLINE_PAYMENT_PATH}`,
  });
  await setOnlinePaymentSession(db, payment.id, session.sessionId);
  return { kind: "checkout", url: session.url, paymentId: payment.id };
}

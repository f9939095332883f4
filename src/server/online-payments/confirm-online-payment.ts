import type { Database } from "@/db/client";
import { listLeadLocations } from "@/db/queries/leads";
import { findSiteOnlinePayment, markOnlinePaymentPaid, setOnlinePaymentLead, type OnlinePayment } from "@/db/queries/online-payments";
import { ONLINE_PAYMENT_CATEGORY, onlinePaymentLeadMessage } from "@/domain/online-payments/online-payment";
import type { Site } from "@/domain/site/site";
import { submitLead } from "@/server/leads/submit-lead";
import type { CheckoutStatus } from "@/server/payment-provider/payment-provider";
import type { ConfirmOptions } from "@/server/reservations/confirm-payment";

/**
 * A checkout the provider says is paid (its webhook, or the receipt page reading the session back): the payment is
 * marked paid once, and the dealer's lead sent with the key `online-payment-<id>`, so however often and in whatever
 * order the two arrive, the dealer hears of it once. A lead that failed to send is sent by the next call (the
 * provider retries a webhook that answered 500).
 */
export async function confirmOnlinePayment(db: Database, site: Site, checkout: CheckoutStatus, options: ConfirmOptions): Promise<OnlinePayment | null> {
  if (!checkout.paid || checkout.purpose !== "online-payment" || !checkout.referenceId || !checkout.paymentReference) return null;
  const found = await findSiteOnlinePayment(db, site, checkout.referenceId);
  if (!found || found.providerSessionId !== checkout.sessionId) return null;
  await markOnlinePaymentPaid(db, found.id, checkout.sessionId, checkout.paymentReference, options.now);
  const payment = (await findSiteOnlinePayment(db, site, found.id))!;
  if (payment.status === "paid" && !payment.leadId) await sendDealerLead(db, site, payment, options);
  return payment;
}

async function sendDealerLead(db: Database, site: Site, payment: OnlinePayment, options: ConfirmOptions): Promise<void> {
  const dealership = site.dealerships.find((d) => d.id === payment.dealershipId);
  const location = (await listLeadLocations(db, site)).find((l) => l.dealershipId === payment.dealershipId);
  const body = {
    category: ONLINE_PAYMENT_CATEGORY, subcategory: "Payment received", name: payment.name, last_name: payment.lastName, email: payment.email, phone: payment.phone,
    postcode: payment.postcode, message: onlinePaymentLeadMessage(payment), terms_conditions: true, opt_in: false, dealership_slug: dealership?.slug, location_id: location?.id,
  };
  const meta = { idempotencyKey: `online-payment-${payment.id}`, now: options.now, siteUrl: options.siteUrl, verifiedPhone: payment.phone };
  const result = await submitLead(db, site, body, meta, { rateLimit: { max: Number.MAX_SAFE_INTEGER, windowMs: 1 }, onQueued: options.onQueued });
  if (result.kind === "created" || result.kind === "replayed") await setOnlinePaymentLead(db, payment.id, result.leadId);
  else throw new Error(`The online payment ${payment.id} lead was refused: ${JSON.stringify(result)}`);
}

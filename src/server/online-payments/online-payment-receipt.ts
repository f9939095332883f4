import type { Database } from "@/db/client";
import { findSiteOnlinePaymentByToken } from "@/db/queries/online-payments";
import type { OnlinePaymentReceipt } from "@/domain/online-payments/online-payment";
import type { Site } from "@/domain/site/site";
import type { PaymentProvider } from "@/server/payment-provider/payment-provider";
import type { ConfirmOptions } from "@/server/reservations/confirm-payment";
import { confirmOnlinePayment } from "./confirm-online-payment";

/**
 * The receipt, by its unguessable token on its own site. Coming back from the provider's page (`session_id` in the
 * address) before its webhook arrived, the session is read back and confirmed the same way the webhook would.
 */
export async function loadOnlinePaymentReceipt(db: Database, site: Site, token: string, sessionId: string | undefined, provider: PaymentProvider | null, options: ConfirmOptions): Promise<OnlinePaymentReceipt | null> {
  let payment = await findSiteOnlinePaymentByToken(db, site, token);
  if (!payment) return null;
  if (payment.status === "pending" && provider && sessionId && sessionId === payment.providerSessionId) {
    await confirmOnlinePayment(db, site, await provider.retrieveCheckout(sessionId), options);
    payment = (await findSiteOnlinePaymentByToken(db, site, token))!;
  }
  const payee = site.dealerships.find((d) => d.id === payment.dealershipId)?.name ?? payment.siteName;
  return {
    status: payment.status, amountCents: payment.amountCents, reference: payment.reference, note: payment.note, paymentReference: payment.paymentReference,
    paidAt: payment.paidAt, payee, shopperName: payment.name,
  };
}

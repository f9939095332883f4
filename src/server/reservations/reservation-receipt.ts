import type { Database } from "@/db/client";
import { findReservationWithCar, findSiteReservationByToken } from "@/db/queries/reservations";
import type { ReservationReceipt } from "@/domain/reservations/reservation-receipt";
import type { Site } from "@/domain/site/site";
import type { PaymentProvider } from "@/server/payment-provider/payment-provider";
import { confirmCheckout, type ConfirmOptions } from "./confirm-payment";

/**
 * The receipt page's reservation, by its unguessable token on its own site. Coming back from the provider's page
 * (`session_id` in the address) before its webhook arrived, the session is read back and confirmed the same way.
 */
export async function loadReservationReceipt(db: Database, site: Site, token: string, sessionId: string | undefined, provider: PaymentProvider | null, options: ConfirmOptions): Promise<ReservationReceipt | null> {
  const found = await findSiteReservationByToken(db, site, token);
  if (!found) return null;
  if (found.status === "pending" && provider && sessionId && sessionId === found.providerSessionId) {
    await confirmCheckout(db, site, await provider.retrieveCheckout(sessionId), options);
  }
  const r = (await findReservationWithCar(db, found.id))!;
  return {
    status: r.status, amount: r.amount, carName: r.carName, carSlug: r.carSlug, stocknum: r.stocknum, paymentReference: r.paymentReference,
    paidAt: r.paidAt?.toISOString() ?? null, heldUntil: r.heldUntil?.toISOString() ?? null, refundReason: r.refundReason, refundedAt: r.refundedAt?.toISOString() ?? null,
    shopperName: r.name,
  };
}

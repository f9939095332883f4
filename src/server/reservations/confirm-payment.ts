import type { Database } from "@/db/client";
import { findReservableCar, findReservation, recordPayment, setReservationLead, type PaymentRecorded } from "@/db/queries/reservations";
import { CHECKOUT_CATEGORIES } from "@/domain/checkout/checkout-request";
import { reservationLeadMessage } from "@/domain/reservations/reservation-messages";
import type { Site } from "@/domain/site/site";
import { submitLead } from "@/server/leads/submit-lead";
import type { CheckoutStatus } from "@/server/payment-provider/payment-provider";

export type ConfirmOptions = { now: Date; siteUrl?: string; onQueued?: () => void };

/**
 * A checkout the provider says is paid (its webhook, or the receipt page reading the session back): recorded once
 * (`recordPayment`), and for a car now held, the dealer's lead with the payment reference, sent once per
 * reservation whatever calls this and however often.
 */
export async function confirmCheckout(db: Database, site: Site, checkout: CheckoutStatus, options: ConfirmOptions): Promise<PaymentRecorded | null> {
  if (!checkout.paid || checkout.purpose !== "reservation" || !checkout.referenceId || !checkout.paymentReference) return null;
  const reservation = await findReservation(db, checkout.referenceId);
  if (!reservation || reservation.siteId !== site.id || reservation.providerSessionId !== checkout.sessionId) return null;
  const recorded = await recordPayment(db, reservation.id, checkout.paymentReference, options.now);
  if (!recorded) return null;
  options.onQueued?.();
  const held = recorded.reservation;
  if (held.status === "reserved" && !held.leadId) await sendDealerLead(db, site, held.id, options);
  return recorded;
}

async function sendDealerLead(db: Database, site: Site, reservationId: string, options: ConfirmOptions): Promise<void> {
  const reservation = (await findReservation(db, reservationId))!;
  const car = await findReservableCar(db, site, { id: reservation.carId });
  if (!car) return;
  const message = reservationLeadMessage({ ...reservation, carName: car.name, stocknum: car.stocknum });
  const body = {
    car_id: car.id, category: CHECKOUT_CATEGORIES.reserve, subcategory: "Deposit paid", name: reservation.name, last_name: reservation.lastName,
    email: reservation.email, phone: reservation.phone, postcode: reservation.postcode, message, terms_conditions: true, opt_in: false,
  };
  const result = await submitLead(db, site, body, { idempotencyKey: `reservation-${reservation.id}`, now: options.now, siteUrl: options.siteUrl }, {
    rateLimit: { max: Number.MAX_SAFE_INTEGER, windowMs: 1 }, onQueued: options.onQueued,
  });
  if (result.kind === "created" || result.kind === "replayed") await setReservationLead(db, reservation.id, result.leadId);
  else throw new Error(`The reservation ${reservation.id} lead was refused: ${JSON.stringify(result)}`);
}

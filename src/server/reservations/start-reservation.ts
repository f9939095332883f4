import { randomBytes } from "node:crypto";
import type { Database } from "@/db/client";
import { findReservableCar, insertReservation, setReservationSession } from "@/db/queries/reservations";
import { reserveHref } from "@/domain/checkout/checkout-offer";
import { leadFieldErrors } from "@/domain/leads/lead-form-schema";
import { depositAmount, paysOnline, reservationDetailsSchema, reservationRefusal, type ReservationRefusal } from "@/domain/reservations/reservation-rules";
import type { Site } from "@/domain/site/site";
import type { PaymentProvider } from "@/server/payment-provider/payment-provider";

export type StartReservationOutcome =
  | { kind: "checkout"; url: string; reservationId: string }
  | { kind: "invalid"; errors: Record<string, string> }
  | { kind: "refused"; reason: ReservationRefusal | "not-online" };

/**
 * The shopper asks to pay the deposit (issue 18): the car must be reservable and payable online; the details are
 * checked with the lead form's rules; a pending reservation is stored, then the provider's hosted checkout opened.
 * The reservation's own id is the session's idempotency key, and its token the receipt page's address.
 */
export async function startReservation(db: Database, site: Site, provider: PaymentProvider, carSlug: string, body: Record<string, unknown>, baseUrl: string): Promise<StartReservationOutcome> {
  const car = await findReservableCar(db, site, { slug: carSlug });
  if (!car) return { kind: "refused", reason: "not-in-stock" };
  const refusal = reservationRefusal(car);
  if (refusal) return { kind: "refused", reason: refusal };
  if (!paysOnline(car.paymentProcessors, provider.name)) return { kind: "refused", reason: "not-online" };
  const parsed = reservationDetailsSchema.safeParse(body);
  if (!parsed.success) return { kind: "invalid", errors: leadFieldErrors(parsed.error) };

  const amount = depositAmount(car.reserveDeposit, site.config.reserveDeposit);
  const token = randomBytes(24).toString("base64url");
  const receiptUrl = `${baseUrl}/reservations/${token}`;
  const details = parsed.data;
  const reservation = await insertReservation(db, {
    siteId: site.id, dealershipId: car.dealershipId, carId: car.id, amount, provider: provider.name, receiptToken: token, receiptUrl,
    name: details.name, lastName: details.last_name, email: details.email, phone: details.phone, postcode: details.postcode,
  });
  const session = await provider.createCheckout({
    purpose: "reservation",
    referenceId: reservation.id,
    amountCents: amount * 100,
    description: `Reservation deposit: ${car.name} (stock ${car.stocknum}), held 48 hours, fully refundable`,
    customerEmail: details.email,
    successUrl: `${receiptUrl}?session_id={SESSION_ID}`,
    cancelUrl: `${baseUrl}${reserveHref(car.slug, site.config.reservePath)}`,
  });
  await setReservationSession(db, reservation.id, session.sessionId);
  return { kind: "checkout", url: session.url, reservationId: reservation.id };
}

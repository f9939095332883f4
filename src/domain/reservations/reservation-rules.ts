import { z } from "zod";
import { RESERVE_HOLD_HOURS, type CheckoutRefusal } from "@/domain/checkout/checkout-offer";
import * as f from "@/domain/leads/lead-fields";
import { LEAD_MESSAGES as M } from "@/domain/leads/lead-messages";
import type { CarStatus } from "@/domain/car/car";

export const HOLD_MS = RESERVE_HOLD_HOURS * 3_600_000;

export type ReservationStatus = "pending" | "reserved" | "refund_due" | "lapsed" | "refunded" | "converted";
export type RefundReason = "lapsed" | "car_sold" | "held_by_another";

/** Spec 001 §9: "amount taken from the car when available", else the site's deposit (default $200). */
export function depositAmount(carDeposit: number | null, siteDeposit: number): number {
  return carDeposit !== null && carDeposit > 0 ? carDeposit : siteDeposit;
}

/** Spec 001 §9: "payment_processors drives the label": a car the site's provider can take the deposit for is paid online. */
export function paysOnline(paymentProcessors: unknown, provider: string | null): boolean {
  return provider !== null && Array.isArray(paymentProcessors) && paymentProcessors.includes(provider);
}

export type ReservationRefusal = CheckoutRefusal | "reserved";

/** A car held for another shopper cannot be reserved again until the hold ends (issue 18). */
export function reservationRefusal(car: { status: CarStatus; checkoutEnabled: boolean; reserved: boolean }): ReservationRefusal | null {
  if (car.status !== "in_stock") return "not-in-stock";
  if (!car.checkoutEnabled) return "checkout-disabled";
  if (car.reserved) return "reserved";
  return null;
}

/** What a paid deposit becomes: the car is held, or (sold, or held by another) the deposit is refunded at once. */
export function paidOutcome(car: { status: CarStatus; reserved: boolean }): { kind: "hold" } | { kind: "refund"; reason: RefundReason } {
  if (car.status !== "in_stock" && car.status !== "coming_soon") return { kind: "refund", reason: "car_sold" };
  if (car.reserved) return { kind: "refund", reason: "held_by_another" };
  return { kind: "hold" };
}

/** At the end of the hold: a car sold meanwhile was sold to the shopper (converted); otherwise the hold lapses and the deposit is refunded. */
export function lapseOutcome(carStatus: CarStatus): "converted" | "lapsed" {
  return carStatus === "sold" ? "converted" : "lapsed";
}

/** The shopper's details on the reserve page: the lead form's own field rules and messages. */
export const reservationDetailsSchema = z.object({
  name: f.requiredText(100, M.name),
  last_name: f.requiredText(100, M.lastName),
  email: f.emailSchema,
  phone: f.phoneSchema,
  postcode: f.postcodeSchema,
  terms_conditions: f.termsSchema,
});

export const REFUND_REASONS: Record<RefundReason, string> = {
  lapsed: "The 48-hour hold ended without a sale, so your deposit has been refunded in full.",
  car_sold: "The car was sold before your payment arrived, so your deposit has been refunded in full.",
  held_by_another: "Another shopper reserved the car moments before you, so your deposit has been refunded in full.",
};

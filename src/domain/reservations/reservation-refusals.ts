import type { ReservationRefusal } from "./reservation-rules";

/** Why a car cannot be reserved, in the shopper's words. */
export const RESERVATION_REFUSALS: Record<ReservationRefusal | "not-online", string> = {
  "not-in-stock": "This car is no longer available to reserve or buy online.",
  "checkout-disabled": "This car cannot be reserved or bought online. Please enquire and the dealer will help you.",
  reserved: "This car is reserved by another shopper. Please enquire and the dealer will tell you if it becomes available.",
  "not-online": "This car's deposit cannot be paid online. Please send a reservation request instead.",
};

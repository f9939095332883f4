import type { SignInPurpose } from "@/domain/accounts/return-path";
import type { CarStatus, CarType } from "@/domain/car/car";
import { reservationRefusal, type ReservationRefusal } from "@/domain/reservations/reservation-rules";
import { checkoutRefusal, type CheckoutJourney } from "./checkout-offer";

/** Why a purchase page cannot take this car now (the page says so), or null: reserving also refuses a car held for another. */
export function purchaseRefusal(journey: CheckoutJourney, car: { status: CarStatus; checkoutEnabled: boolean; carType: CarType; reserved: boolean }): ReservationRefusal | null {
  return journey === "reserve" ? reservationRefusal(car) : checkoutRefusal(car);
}

/** Where a gated purchase page sends a signed-out shopper: sign-in with this purpose, then back to `redirect`. */
export type CheckoutGate = { purpose: SignInPurpose; redirect: string; back: string };

export type CheckoutGateFacts = {
  /** Site config `checkout.requiresSignIn` (spec 001 §6: "Sign-in is required for: checkout (some sites)"). */
  requiresSignIn: boolean;
  journey: CheckoutJourney;
  /** The car the page is about; null when the address named none. */
  carSlug: string | null;
  /** The purchase page's own address, where sign-in comes back to. */
  path: string;
  /** Whether the car can be reserved or bought online now (no refusal): a page that only says it cannot asks nothing. */
  available: boolean;
};

/**
 * Spec 001 §4: "Gated routes: if not signed in, redirect to sign-in with the target and return path; signed-in users
 * go straight to the target. Checkout gating without a car slug does nothing." The gate, or null when the page is
 * open: the site does not gate checkout, no car was named, or the car cannot be bought (its page only says so). Back
 * from sign-in is the car's own page, where the shopper came from.
 */
export function checkoutSignInGate(facts: CheckoutGateFacts): CheckoutGate | null {
  if (!facts.requiresSignIn || facts.carSlug === null || facts.carSlug === "" || !facts.available) return null;
  return { purpose: facts.journey === "reserve" ? "reserve" : "checkout", redirect: facts.path, back: `/cars/${facts.carSlug}` };
}

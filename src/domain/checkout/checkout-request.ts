import { formatDollars } from "@/domain/pricing/format-dollars";
import { RESERVE_HOLD_HOURS, type CheckoutJourney } from "./checkout-offer";

/** Spec 000 §2 info tab 'Reserve Online' and spec 001 §2 'Online Purchase': the lead categories the dealer sees. */
export const CHECKOUT_CATEGORIES: Record<CheckoutJourney, string> = { reserve: "Reserve Online", purchase: "Online Purchase" };

export type CheckoutCar = { name: string; stocknum: string; price: number };

/**
 * No payment is taken on the site: a reservation or purchase is a request the dealer follows up, taking
 * the deposit or payment themselves. This is the message the dealer receives with the shopper's details.
 */
export function checkoutRequestMessage(journey: CheckoutJourney, car: CheckoutCar, deposit: number): string {
  const subject = `${car.name} (stock ${car.stocknum})`;
  if (journey === "reserve") {
    return `Reservation request for ${subject}. Please contact me to take the ${formatDollars(deposit)} deposit (100% refundable) and hold the car for ${RESERVE_HOLD_HOURS} hours.`;
  }
  const price = car.price > 0 ? ` at ${formatDollars(car.price)}` : "";
  return `Online purchase request for ${subject}${price}. Please contact me to arrange payment, paperwork and delivery or pick-up.`;
}

/** The values a checkout request sends with the shopper's details (the lead intake's hidden fields). */
export function checkoutRequestFields(journey: CheckoutJourney, car: CheckoutCar & { id: number }, deposit: number): Record<string, string> {
  return { car_id: String(car.id), category: CHECKOUT_CATEGORIES[journey], message: checkoutRequestMessage(journey, car, deposit) };
}

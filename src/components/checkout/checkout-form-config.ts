import type { LeadFormConfig } from "@/domain/leads/lead-form-config";
import type { CheckoutJourney } from "@/domain/checkout/checkout-offer";
import { checkoutRequestFields, type CheckoutCar } from "@/domain/checkout/checkout-request";

const SUBMIT_LABELS: Record<CheckoutJourney, string> = { reserve: "Send Reservation Request", purchase: "Send Purchase Request" };

/**
 * The request form of a purchase page: the shopper's details, sent as the car's lead with the request
 * written out for the dealer (no payment is taken here, so nothing else is asked).
 */
export function checkoutFormConfig(journey: CheckoutJourney, car: CheckoutCar & { id: number }, deposit: number, defaults?: Readonly<Record<string, string>>): LeadFormConfig {
  return {
    ...(defaults ? { defaults } : {}),
    form: "enquiry",
    title: "Your details",
    submitLabel: SUBMIT_LABELS[journey],
    extras: [],
    message: "none",
    hidden: checkoutRequestFields(journey, car, deposit),
  };
}

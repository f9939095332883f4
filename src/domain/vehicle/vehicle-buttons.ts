import type { BUTTON_OPTIONS } from "@/domain/site/site-config-schema";

export type ButtonOption = (typeof BUTTON_OPTIONS)[number];

export type ButtonFacts = {
  inStock: boolean;
  /** A phone number was found for the car (spec 000 §9 phone choice). */
  hasPhone: boolean;
  /** The car has a history report file. */
  hasHistoryReport: boolean;
  /** Checkout (reserve and online purchase) is enabled for this car. */
  checkoutEnabled: boolean;
  /** Held for a shopper who paid a deposit (issue 18): nobody else can reserve it. */
  reserved: boolean;
  price: number;
  hasLocation: boolean;
  /** The site finances this car (`offersFinance`, issue 32 §8). */
  financeOffered: boolean;
};

/**
 * Spec 000 §5: "trade-in only when the car qualifies (rule not shown); reserve and online purchase only
 * when checkout is enabled for the car; history report only with a file; call only when a phone number
 * is found." Spec 000 §4: a car that is not in stock shows none of the normal buttons.
 *
 * Trade-in's rule is not shown; a valuation is offered against a car that can be bought and has a
 * real price (above 10, as in the price display).
 */
export function buttonApplies(button: ButtonOption, car: ButtonFacts): boolean {
  if (!car.inStock) return false;
  switch (button) {
    case "tradeIn":
      return car.price > 10;
    case "reserve":
      return car.checkoutEnabled && !car.reserved;
    case "onlinePurchase":
      return car.checkoutEnabled;
    case "carHistoryReport":
      return car.hasHistoryReport;
    case "callUsNow":
    case "whatsapp":
      return car.hasPhone;
    case "location":
      return car.hasLocation;
    case "finance":
    case "financeYouX":
      return car.financeOffered;
    default:
      return true;
  }
}

/** The site's configured buttons, in its order, that apply to this car. */
export function vehicleButtons(configured: readonly ButtonOption[], car: ButtonFacts): ButtonOption[] {
  return [...new Set(configured)].filter((button) => buttonApplies(button, car));
}

/** Spec 000 §2 `/cars/trade-in?car_id={id}`: the trade-in valuation against this car. */
export function tradeInValuationHref(carId: number): string {
  return `/cars/trade-in?car_id=${carId}`;
}

import { formatDollars } from "./format-dollars";

/** What a car card or vehicle page shows in its price slot, decided once here and rendered by the UI. */
export type PriceDisplay =
  | { kind: "subscription"; amount: number }
  | { kind: "price"; amount: number; wasPrice?: number; tradeInApplied: boolean }
  | { kind: "preorder" }
  | { kind: "enquire"; text: string };

export type PricedCar = {
  price: number;
  beforePrice: number | null;
  subscriptionPrice: number | null;
  preorder: boolean;
};

export type PriceDisplayOptions = {
  offersSubscriptions: boolean;
  /** The site's no-price text; the schema defaults it to 'Enquire for price.'. */
  noPriceText?: string;
  /**
   * The shopper's trade-in valuation (spec 000 §3: "its offer_price gives a reduced price"),
   * in whole dollars. Read here as the amount taken off the car's price.
   */
  tradeInOffer?: number | null;
};

export const DEFAULT_NO_PRICE_TEXT = "Enquire for price.";
/** Spec 000 §4: a price of 10 dollars or less is a placeholder, not a price. */
const MINIMUM_REAL_PRICE = 10;

/**
 * Spec 000 §4: "subscription price (dealer offers subscriptions and price above 0); else price above 10
 * (reduced price if a trade-in reduction applies); else PREORDER for pre-orders; else configured no-price
 * text (default 'Enquire for price.'). Was-price line ('Was $X, now:', struck through) only when
 * before_price exceeds the current price."
 */
export function priceDisplay(car: PricedCar, options: PriceDisplayOptions): PriceDisplay {
  if (options.offersSubscriptions && car.subscriptionPrice !== null && car.subscriptionPrice > 0) {
    return { kind: "subscription", amount: car.subscriptionPrice };
  }
  if (car.price > MINIMUM_REAL_PRICE) {
    const offer = options.tradeInOffer ?? 0;
    const tradeInApplied = offer > 0;
    const amount = tradeInApplied ? Math.max(0, car.price - offer) : car.price;
    const wasPrice = car.beforePrice !== null && car.beforePrice > amount ? car.beforePrice : undefined;
    return wasPrice === undefined ? { kind: "price", amount, tradeInApplied } : { kind: "price", amount, wasPrice, tradeInApplied };
  }
  if (car.preorder) return { kind: "preorder" };
  return { kind: "enquire", text: options.noPriceText?.trim() || DEFAULT_NO_PRICE_TEXT };
}

/** The price slot as one line of plain text, for page descriptions and other text-only places. */
export function describePriceDisplay(display: PriceDisplay): string {
  switch (display.kind) {
    case "subscription":
      return `Subscription ${formatDollars(display.amount)}`;
    case "price":
      return display.wasPrice === undefined ? formatDollars(display.amount) : `${formatDollars(display.amount)} (was ${formatDollars(display.wasPrice)})`;
    case "preorder":
      return "PREORDER";
    case "enquire":
      return display.text;
  }
}

/**
 * The price type ('Drive Away', 'Excl. Government Charges') qualifies a dollar amount, so it shows only under one:
 * "Enquire for price. / Drive Away" reads as nonsense (issue 32), as the price slot already renders it.
 */
export function shownPriceType(display: PriceDisplay, priceType: string | null): string | null {
  return display.kind === "price" && priceType?.trim() ? priceType : null;
}

/** Spec 000 §3: "autograb_data (state_average_market_price, average_market_price)". */
export type AutograbData = { state_average_market_price?: number | null; average_market_price?: number | null };

/** Spec 000 §5: "more than $499 above the car price". */
export const MARKET_BADGE_MARGIN = 499;

const positive = (value: number | null | undefined): value is number => typeof value === "number" && Number.isFinite(value) && value > 0;

/**
 * Spec 000 §5: "Market-price badge when the average market price (state average preferred) is more than
 * $499 above the car price and the price is below the state average." Without a state average the
 * national one stands in for both tests (otherwise "state preferred" could never fall back). A car
 * without a real price (10 dollars or less, spec 000 §4) gets no badge.
 */
export function showsMarketBadge(price: number, data: AutograbData | null | undefined): boolean {
  if (price <= 10 || !data) return false;
  const average = positive(data.state_average_market_price) ? data.state_average_market_price : data.average_market_price;
  if (!positive(average)) return false;
  return average - price > MARKET_BADGE_MARGIN && price < average;
}

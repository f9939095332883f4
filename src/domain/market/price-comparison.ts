/** Spec 000 §3 "Price comparison result", as `GET {car.path}/autogauge` returns it (snake case, as the spec names it). */
export type PriceComparison = {
  /** Where the listing price sits in the market range, 0 (at or below the minimum) to 100 (at or above the maximum). */
  fill: number | null;
  listing_price: number | null;
  market_range_min: number | null;
  market_range_max: number | null;
  /** 0 to 1. */
  confidence: number | null;
  description: string | null;
};

/** Spec 000 §9: "Confidence threshold 0.2". */
export const CONFIDENCE_THRESHOLD = 0.2;

const present = (value: unknown) => value !== null && value !== undefined && value !== "";

/**
 * Spec 000 §5: "Price comparison shown only if fill, price, range bounds and confidence are present,
 * confidence above 0.2, and range maximum not below the listing price." A panel without words is no
 * panel, so the description must be there too.
 */
export function showsPriceComparison(result: Partial<PriceComparison> | null | undefined): boolean {
  if (!result) return false;
  const { fill, listing_price, market_range_min, market_range_max, confidence, description } = result;
  if (![fill, listing_price, market_range_min, market_range_max, confidence, description].every(present)) return false;
  return confidence! > CONFIDENCE_THRESHOLD && market_range_max! >= listing_price!;
}

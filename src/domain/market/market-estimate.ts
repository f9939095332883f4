import type { CarStatus, CarType } from "@/domain/car/car";
import { formatDollars } from "@/domain/pricing/format-dollars";
import type { PriceComparison } from "./price-comparison";
import { weightedQuantile, weightedSpread } from "./weighted-stats";

export type MarketSubject = { make: string; model: string; year: number; km: number; price: number; status: CarStatus; reserved: boolean; carType: CarType };
/** A car on the market like the subject. `slug` is set only for the asking site's own cars (the only ones it may link to). */
export type Comparable = { year: number; km: number; price: number; state: string | null; slug: string | null };
export type ComparableUsed = Comparable & { adjusted_price: number };
export type MarketComparison = PriceComparison & { comparables: ComparableUsed[] };

/** Comparables: same make and model, within 2 model years and within the km window. */
export const YEAR_WINDOW = 2;
export function kmWindow(km: number): { min: number; max: number } {
  const reach = Math.max(30_000, km * 0.5);
  return { min: Math.max(0, Math.round(km - reach)), max: Math.round(km + reach) };
}
export const MINIMUM_COMPARABLES = 3;
/** Rules of thumb for a used car's value: 0.25% per 1,000 km, 7% per model year, neither past ±25%. */
const KM_RATE_PER_1000 = 0.0025;
const YEAR_RATE = 0.07;
const MAX_ADJUSTMENT = 0.25;

/** Spec 001 §5: "Autograb applies only when status is in_stock, not sold, not reserved and price above 200"; §6 "Autogauge (used cars only)" — demo cars are used cars sold as near-new. */
export function isEligibleForMarketComparison(car: Pick<MarketSubject, "status" | "reserved" | "price" | "carType">): boolean {
  return car.status === "in_stock" && !car.reserved && car.price > 200 && car.carType !== "new";
}

/** What a comparable would ask if it had the subject's kilometres and model year. */
export function adjustedPrice(subject: Pick<MarketSubject, "year" | "km">, comparable: Pick<Comparable, "year" | "km" | "price">): number {
  const kmEffect = ((comparable.km - subject.km) / 1_000) * KM_RATE_PER_1000;
  const yearEffect = (subject.year - comparable.year) * YEAR_RATE;
  const factor = 1 + Math.min(MAX_ADJUSTMENT, Math.max(-MAX_ADJUSTMENT, kmEffect + yearEffect));
  return Math.round(comparable.price * factor);
}

const closeness = (subject: MarketSubject, c: Comparable) => 1 / (1 + Math.abs(c.year - subject.year)) / (1 + Math.abs(c.km - subject.km) / 20_000);
const round100 = (value: number) => Math.round(value / 100) * 100;

function describe(subject: MarketSubject, min: number, max: number, middle: number, count: number): string {
  const basis = `${count} similar ${subject.make} ${subject.model}s, adjusted for age and kilometres, put this car at ${formatDollars(min)} to ${formatDollars(max)}.`;
  if (subject.price < min) return `Below market: ${basis}`;
  if (subject.price <= middle) return `Good value: ${basis}`;
  if (subject.price <= max) return `Fair price: ${basis}`;
  return `Above market: ${basis}`;
}

const EMPTY: PriceComparison = { fill: null, listing_price: null, market_range_min: null, market_range_max: null, confidence: null, description: null };

/**
 * The market range for the subject from comparable stock: each comparable's price adjusted to the
 * subject's kilometres and year, weighted by closeness; the range is the weighted 20th to 80th
 * percentile (to the $100), confidence grows with the count (full at 8) and falls with the spread
 * (none at a 25% coefficient of variation). Fewer than 3 comparables, or an ineligible car: no estimate.
 */
export function estimateMarketPrice(subject: MarketSubject, comparables: readonly Comparable[]): MarketComparison {
  if (!isEligibleForMarketComparison(subject) || comparables.length < MINIMUM_COMPARABLES) return { ...EMPTY, comparables: [] };
  const used = comparables
    .map((c) => ({ ...c, adjusted_price: adjustedPrice(subject, c), weight: closeness(subject, c) }))
    .sort((a, b) => b.weight - a.weight || a.adjusted_price - b.adjusted_price);
  const points = used.map((c) => ({ value: c.adjusted_price, weight: c.weight }));
  const min = round100(weightedQuantile(points, 0.2));
  const max = round100(weightedQuantile(points, 0.8));
  const middle = weightedQuantile(points, 0.5);
  const { mean, deviation } = weightedSpread(points);
  const confidence = Math.min(1, used.length / 8) * Math.max(0, 1 - deviation / mean / 0.25);
  const fill = max > min ? Math.round((100 * Math.min(max, Math.max(min, subject.price)) - 100 * min) / (max - min)) : 50;
  return {
    fill,
    listing_price: subject.price,
    market_range_min: min,
    market_range_max: max,
    confidence: Math.round(confidence * 100) / 100,
    description: describe(subject, min, max, middle, used.length),
    comparables: used.map(({ weight: _weight, ...c }) => c),
  };
}

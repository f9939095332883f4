import { formatDollars, formatWholeNumber } from "@/domain/pricing/format-dollars";
import { adjustedPrice } from "./market-estimate";
import { weightedQuantile } from "./weighted-stats";

export const TRADE_IN_CONDITIONS = ["excellent", "good", "fair", "poor"] as const;
export type TradeInCondition = (typeof TRADE_IN_CONDITIONS)[number];

export const TRADE_IN_CONDITION_LABELS: Record<TradeInCondition, { name: string; description: string }> = {
  excellent: { name: "Excellent", description: "like new, full service history" },
  good: { name: "Good", description: "normal wear, no repairs needed" },
  fair: { name: "Fair", description: "some dents, scratches or worn tyres" },
  poor: { name: "Poor", description: "needs mechanical or body repairs" },
};

export const TRADE_IN_CONDITION_MESSAGE = "Please choose your vehicle's condition.";

/** What reconditioning a car in each condition needs before it sells, as a share of its retail value. */
const CONDITION_DEDUCTION: Record<TradeInCondition, number> = { excellent: 0, good: 0.05, fair: 0.12, poor: 0.25 };

/** Spec 001 §5's FAQ: "cars over 7 years old or over 100,000 km generally get no online estimate". */
export const MAX_AGE_YEARS = 7;
export const MAX_KM = 100_000;
/** Fewer comparables than this and the range would be a guess. */
export const MINIMUM_TRADE_IN_COMPARABLES = 5;
/** A comparable of the same badge counts this many times one of another badge. */
const SAME_BADGE_WEIGHT = 2;

export type TradeInCar = { make: string; model: string; badge: string | null; year: number; km: number; condition: TradeInCondition };
/** A car on the market like the shopper's: listed now (its asking price) or sold lately (its last asking price). */
export type TradeInComparable = { year: number; km: number; price: number; badge: string | null; sold: boolean };

export type TradeInEstimate =
  | {
      kind: "estimate";
      low: number;
      high: number;
      /** What comparable cars ask once adjusted to this car's year and km: the range before condition and margin. */
      retailLow: number;
      retailHigh: number;
      listedCount: number;
      soldCount: number;
      sameBadgeCount: number;
      conditionPercent: number;
      marginPercent: number;
      /** The working: each comparable with its price adjusted to this car, nearest first. */
      used: (TradeInComparable & { adjustedPrice: number })[];
    }
  | { kind: "refused"; reason: "too_old" | "too_far" | "too_few_comparables"; comparableCount: number };

const roundDown100 = (value: number) => Math.floor(value / 100) * 100;
const sameBadge = (a: string | null, b: string | null) => a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Issue 35 §5: the trade-in range for the shopper's car from comparable cars across the platform. Each comparable's
 * price is adjusted to this car's kilometres and year (the market badge's rule, `adjustedPrice`), weighted by
 * closeness and badge; the retail range is the weighted 20th to 80th percentile. The offer range is that less the
 * condition's reconditioning and the dealership's margin, rounded down to $100. Past the FAQ's age and km limits,
 * or with too few comparables, there is no number: it never shows one it cannot support.
 */
export function estimateTradeIn(car: TradeInCar, comparables: readonly TradeInComparable[], options: { currentYear: number; marginPercent: number }): TradeInEstimate {
  if (options.currentYear - car.year > MAX_AGE_YEARS) return { kind: "refused", reason: "too_old", comparableCount: comparables.length };
  if (car.km > MAX_KM) return { kind: "refused", reason: "too_far", comparableCount: comparables.length };
  if (comparables.length < MINIMUM_TRADE_IN_COMPARABLES) return { kind: "refused", reason: "too_few_comparables", comparableCount: comparables.length };
  const used = comparables
    .map((c) => ({ ...c, adjustedPrice: adjustedPrice(car, c), weight: (sameBadge(car.badge, c.badge) ? SAME_BADGE_WEIGHT : 1) / (1 + Math.abs(c.year - car.year)) / (1 + Math.abs(c.km - car.km) / 20_000) }))
    .sort((a, b) => b.weight - a.weight || a.adjustedPrice - b.adjustedPrice);
  const points = used.map((c) => ({ value: c.adjustedPrice, weight: c.weight }));
  const retailLow = weightedQuantile(points, 0.2);
  const retailHigh = weightedQuantile(points, 0.8);
  const keep = (1 - CONDITION_DEDUCTION[car.condition]) * (1 - options.marginPercent / 100);
  return {
    kind: "estimate",
    low: roundDown100(retailLow * keep),
    high: roundDown100(retailHigh * keep),
    retailLow: roundDown100(retailLow),
    retailHigh: roundDown100(retailHigh),
    listedCount: comparables.filter((c) => !c.sold).length,
    soldCount: comparables.filter((c) => c.sold).length,
    sameBadgeCount: comparables.filter((c) => sameBadge(car.badge, c.badge)).length,
    conditionPercent: Math.round(CONDITION_DEDUCTION[car.condition] * 100),
    marginPercent: options.marginPercent,
    used: used.map(({ weight: _weight, ...c }) => c),
  };
}

/** The estimate as one line, for the dealer (the lead's ADF and e-mail) and the shopper's summary. */
export function describeTradeInEstimate(car: Pick<TradeInCar, "year" | "make" | "model" | "km">, estimate: TradeInEstimate): string {
  const subject = `${car.year} ${car.make} ${car.model}, ${formatWholeNumber(car.km)} km`;
  if (estimate.kind === "refused") {
    if (estimate.reason === "too_few_comparables") return `No online estimate for the ${subject}: only ${estimate.comparableCount} comparable cars on the market.`;
    return `No online estimate for the ${subject}: over ${estimate.reason === "too_old" ? `${MAX_AGE_YEARS} years old` : `${formatWholeNumber(MAX_KM)} km`}.`;
  }
  const basis = `${estimate.listedCount} listed and ${estimate.soldCount} recently sold comparable cars`;
  return `Online estimate for the ${subject}: ${formatDollars(estimate.low)} to ${formatDollars(estimate.high)}, from ${basis} (retail ${formatDollars(estimate.retailLow)} to ${formatDollars(estimate.retailHigh)}, less ${estimate.conditionPercent}% for condition and a ${estimate.marginPercent}% dealer margin).`;
}

import { formatDollars } from "@/domain/pricing/format-dollars";
import { MAX_HAND_PRICE } from "./price-edit-form";

/**
 * A price change for many cars at once (issue 34, decision 050): a percentage, held in hundredths of a per cent so
 * the sums stay in integers, or a number of whole dollars; negative lowers the price.
 */
export type PriceChangeBy = { unit: "percent"; hundredths: number } | { unit: "dollars"; dollars: number };

/** Below this a new price is likelier a slip (a digit or a sign) than a car a dealer means to sell. */
export const BULK_PRICE_FLOOR = 500;

/** What a bulk change needs to know of a car; null for a car that is not one of the staff member's dealerships'. */
export type BulkCar = { id: number; price: number; status: string };

export const BULK_REFUSALS = {
  not_found: "Not one of your dealerships' cars.",
  sold: "Sold: its price is no longer shown.",
  no_price: "It has no price (Enquire for price): set one on its own page.",
  below_floor: `Its new price would be under ${formatDollars(BULK_PRICE_FLOOR)}.`,
  more_than_half: "Its new price would be less than half its price now.",
  above_max: `Its new price would be over ${formatDollars(MAX_HAND_PRICE)}.`,
  unchanged: "Its price would not change.",
} as const;

export type BulkRefusal = keyof typeof BULK_REFUSALS;

export type BulkPreviewLine =
  | { carId: number; kind: "change"; from: number; to: number }
  | { carId: number; kind: "refused"; reason: BulkRefusal };

/**
 * The price after the change, in whole dollars: a percentage is rounded to the nearest dollar, a half dollar up
 * ($34,990 less 5% is $33,240.50, so $33,241), worked out in integers so no float ever decides a cent.
 */
export function changedPrice(price: number, change: PriceChangeBy): number {
  if (change.unit === "dollars") return price + change.dollars;
  const scaled = price * (10_000 + change.hundredths);
  return Math.floor((2 * scaled + 10_000) / 20_000);
}

/** What the change does to one car: its new price, or why it is left alone. */
export function previewCar(carId: number, car: BulkCar | null, change: PriceChangeBy): BulkPreviewLine {
  const refused = (reason: BulkRefusal): BulkPreviewLine => ({ carId, kind: "refused", reason });
  if (!car) return refused("not_found");
  if (car.status === "sold") return refused("sold");
  if (car.price <= 0) return refused("no_price");
  const to = changedPrice(car.price, change);
  if (to < BULK_PRICE_FLOOR) return refused("below_floor");
  if (2 * to < car.price) return refused("more_than_half");
  if (to > MAX_HAND_PRICE) return refused("above_max");
  if (to === car.price) return refused("unchanged");
  return { carId, kind: "change", from: car.price, to };
}

/** The preview of a selection, in the order chosen: each car's new price, or why it is left alone. */
export function previewPriceChange(carIds: readonly number[], cars: ReadonlyMap<number, BulkCar>, change: PriceChangeBy): BulkPreviewLine[] {
  return carIds.map((id) => previewCar(id, cars.get(id) ?? null, change));
}

/** "−5%", "+2.5%", "−$500", "+$250": the change as the preview names it. */
export function priceChangeText(change: PriceChangeBy): string {
  const amount = change.unit === "percent" ? change.hundredths : change.dollars;
  const sign = amount < 0 ? "−" : "+";
  const size = Math.abs(amount);
  return change.unit === "percent" ? `${sign}${String(size / 100)}%` : `${sign}${formatDollars(size)}`;
}

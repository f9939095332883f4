import { daysListed } from "@/domain/stock/stock-list-query";
import { priceChangeLine } from "@/domain/stock/price-history-text";

export type VehiclePriceHistory = { listed: string; changes: string[] };

/** "Listed today", "Listed 1 day ago", "Listed 23 days ago". */
export function listedAgoText(days: number): string {
  return days === 0 ? "Listed today" : days === 1 ? "Listed 1 day ago" : `Listed ${days} days ago`;
}

/**
 * The vehicle page's price history (issue 35 §3, on sites with `priceHistory`): how long the car has been listed and
 * its price changes, oldest first, from the price-change record (decision 046). A change to or from no price
 * ("Enquire for price") is left out: a dealer who hides a car's price does not want its old one shown.
 */
export function vehiclePriceHistory(listedAt: Date, changes: readonly { oldPrice: number; newPrice: number; changedAt: Date }[], now: Date, timeZone: string): VehiclePriceHistory {
  return {
    listed: listedAgoText(daysListed(listedAt, now)),
    changes: changes.filter((c) => c.oldPrice > 0 && c.newPrice > 0).map((c) => priceChangeLine(c, now, timeZone)),
  };
}

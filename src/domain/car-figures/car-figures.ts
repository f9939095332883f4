import type { CarDay, CarTotals } from "./daily-series";
import type { MedianDaysToSell } from "./days-to-sell";

/** How many days a car's figures cover. */
export const FIGURES_DAYS = 30;

/** "How it sells" for one car (issue 34), as the workspace car page shows it. */
export type CarFigures = {
  /** The last 30 days, oldest first, every day present. */
  series: CarDay[];
  last7: CarTotals;
  last30: CarTotals;
  daysOnSale: number;
  /** The price changes within those days, on the figures' clock. */
  priceChanges: { day: string; oldPrice: number; newPrice: number }[];
  dealershipMedian: MedianDaysToSell;
  marketMedian: MedianDaysToSell;
};

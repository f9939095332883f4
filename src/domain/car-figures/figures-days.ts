import { addDays } from "@/domain/locations/local-clock";
import { viewDay } from "@/domain/vehicle/view-count";

/** A car's figures are counted on the view counter's clock (decision 052): views are stored by that day. */
export const FIGURES_TIME_ZONE = "Australia/Brisbane";

/** The days the rollup works out again each run: yesterday and today, so an event near midnight is never missed. */
export function rollupDays(now: Date): { from: string; to: string } {
  const today = viewDay(now, FIGURES_TIME_ZONE);
  return { from: addDays(today, -1), to: today };
}

/** The `count` days ending today, oldest first. */
export function lastDays(now: Date, count: number): string[] {
  const today = viewDay(now, FIGURES_TIME_ZONE);
  return Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
}

/**
 * Spec 001 §9: "Sales counter: count = (day of month - 1) x 192 + floor(seconds since midnight in
 * Brisbane time / 450); refresh every 150000 ms; animation 2 s."
 * Pure and tiny, so the browser's counter runs the same rule as the server that rendered it.
 */
export const SALES_PER_DAY = 192;
export const SECONDS_PER_SALE = 450;
export const SALES_COUNTER_REFRESH_MS = 150_000;
export const SALES_COUNTER_ANIMATION_MS = 2_000;

/** Brisbane keeps UTC+10 all year (Queensland has had no daylight saving since 1992). */
const BRISBANE_OFFSET_MS = 10 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Sales this Month figure at `now`. */
export function salesThisMonth(now: Date): number {
  const brisbane = new Date(now.getTime() + BRISBANE_OFFSET_MS);
  const secondsSinceMidnight = Math.floor((((brisbane.getTime() % DAY_MS) + DAY_MS) % DAY_MS) / 1000);
  return (brisbane.getUTCDate() - 1) * SALES_PER_DAY + Math.floor(secondsSinceMidnight / SECONDS_PER_SALE);
}

/** The figure shown `elapsedMs` into an animation from `from` to `to` (ease-out, whole numbers). */
export function animatedCount(from: number, to: number, elapsedMs: number, durationMs = SALES_COUNTER_ANIMATION_MS): number {
  if (elapsedMs >= durationMs || from === to) return to;
  const progress = Math.max(0, elapsedMs) / durationMs;
  const eased = 1 - (1 - progress) ** 3;
  return Math.round(from + (to - from) * eased);
}

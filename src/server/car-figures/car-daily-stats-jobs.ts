import { rollUpCarDailyStats } from "@/db/queries/car-daily-stats-rollup";
import { FIGURES_TIME_ZONE, rollupDays } from "@/domain/car-figures/figures-days";
import type { SweepKind } from "@/server/jobs/job-kind";

/**
 * A job kind (decision 052): every `everyMs` (CAR_FIGURES_ROLLUP_MS), yesterday's and today's `car_daily_stats` are
 * worked out again from the raw events, outside any request, so a page render only reads the rollup. Resolves to the
 * rows written.
 */
export function carDailyStatsJobs(everyMs: number): SweepKind {
  return {
    type: "sweep",
    name: "car_daily_stats",
    everyMs,
    sweep: (db, now) => rollUpCarDailyStats(db, rollupDays(now), FIGURES_TIME_ZONE),
  };
}

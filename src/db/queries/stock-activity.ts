import { and, between, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { carDailyStats } from "../schema";
import type { StockActivity } from "@/domain/car-figures/stock-activity";

export type CarStockActivity = { last7: StockActivity; last30: StockActivity };

const sumSince = (column: unknown, from: string) => sql<number>`coalesce(sum(${column}) FILTER (WHERE ${carDailyStats.day} >= ${from}::date), 0)::int`;

/**
 * The views, saves and leads of each of `carIds` (a page of a staff member's stock list, already scoped) in the last
 * 7 and 30 days, from the daily rollup (decision 052): at most 30 rows a car, never the raw events. A car with no row had none.
 */
export async function listStockActivity(db: Database, carIds: readonly number[], days: { from7: string; from30: string; to: string }): Promise<Map<number, CarStockActivity>> {
  if (!carIds.length) return new Map();
  const rows = await db
    .select({
      carId: carDailyStats.carId,
      views7: sumSince(carDailyStats.views, days.from7), saves7: sumSince(carDailyStats.saves, days.from7), leads7: sumSince(carDailyStats.leads, days.from7),
      views30: sumSince(carDailyStats.views, days.from30), saves30: sumSince(carDailyStats.saves, days.from30), leads30: sumSince(carDailyStats.leads, days.from30),
    })
    .from(carDailyStats)
    .where(and(inArray(carDailyStats.carId, [...carIds]), between(carDailyStats.day, days.from30, days.to)))
    .groupBy(carDailyStats.carId);
  return new Map(rows.map((r) => [r.carId, { last7: { views: r.views7, saves: r.saves7, leads: r.leads7 }, last30: { views: r.views30, saves: r.saves30, leads: r.leads30 } }]));
}

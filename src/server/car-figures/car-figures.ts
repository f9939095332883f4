import type { Database } from "@/db/client";
import { listCarDays, listSoldComparables, loadFiguresCar } from "@/db/queries/car-figures";
import { listPriceChanges } from "@/db/queries/price-changes";
import { FIGURES_DAYS, type CarFigures } from "@/domain/car-figures/car-figures";
import { dailySeries, totalsOfLast } from "@/domain/car-figures/daily-series";
import { daysOnSale, medianDaysToSell } from "@/domain/car-figures/days-to-sell";
import { FIGURES_TIME_ZONE, lastDays } from "@/domain/car-figures/figures-days";
import { viewDay } from "@/domain/vehicle/view-count";
import { hasPermission } from "@/domain/staff/role-permissions";
import type { ScopedStaffMember } from "@/domain/staff/staff-member";
import { scopeDealershipIds } from "@/domain/staff/staff-scope";

/** "How it sells" for a car of the staff member's dealerships (issue 34), read from the daily rollup; null outside their scope. */
export async function loadCarFigures(db: Database, staff: ScopedStaffMember, carId: number, now: Date): Promise<CarFigures | null> {
  if (!hasPermission(staff.role, "read_stock")) return null;
  const car = await loadFiguresCar(db, scopeDealershipIds(staff.scope), carId);
  if (!car) return null;
  const days = lastDays(now, FIGURES_DAYS);
  const [rows, changes, dealershipSold, marketSold] = await Promise.all([
    listCarDays(db, car.id, { from: days[0]!, to: days.at(-1)! }),
    listPriceChanges(db, car.id),
    listSoldComparables(db, car, now, car.dealershipId),
    listSoldComparables(db, car, now),
  ]);
  const series = dailySeries(rows, days);
  return {
    series,
    last7: totalsOfLast(series, 7),
    last30: totalsOfLast(series, FIGURES_DAYS),
    daysOnSale: daysOnSale(car, now),
    priceChanges: changes
      .map((change) => ({ day: viewDay(change.changedAt, FIGURES_TIME_ZONE), oldPrice: change.oldPrice, newPrice: change.newPrice }))
      .filter((change) => change.day >= days[0]!),
    dealershipMedian: medianDaysToSell(dealershipSold),
    marketMedian: medianDaysToSell(marketSold),
  };
}

import { and, asc, between, desc, eq, gte, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { Database } from "../client";
import { carDailyStats, cars, siteDealerships } from "../schema";
import type { CarDay } from "@/domain/car-figures/daily-series";
import type { SoldCar } from "@/domain/car-figures/days-to-sell";
import { comparableTo } from "./comparable-cars";

/** The car whose figures are read: what its comparables are found by, and its listed and sold moments. */
export type FiguresCar = { id: number; dealershipId: number; make: string; model: string; year: number; km: number; listedAt: Date; soldAt: Date | null };

/** Sold cars this long ago still say how fast such cars sell; older ones, less. */
const SOLD_WITHIN_DAYS = 365;
/** The most recent sold comparables a median is taken from. */
const SOLD_LIMIT = 200;

/** A car of `dealershipIds`, or null: another dealership's car is not found, like a car that does not exist. */
export async function loadFiguresCar(db: Database, dealershipIds: readonly number[], carId: number): Promise<FiguresCar | null> {
  if (!dealershipIds.length) return null;
  const [row] = await db
    .select({ id: cars.id, dealershipId: cars.dealershipId, make: cars.make, model: cars.model, year: cars.year, km: cars.km, listedAt: cars.createdAt, soldAt: cars.soldAt })
    .from(cars)
    .where(and(eq(cars.id, carId), inArray(cars.dealershipId, [...dealershipIds])));
  return row ?? null;
}

/** The car's rollup rows for the days `from`…`to`: at most one a day. */
export async function listCarDays(db: Database, carId: number, days: { from: string; to: string }): Promise<CarDay[]> {
  return db
    .select({
      day: carDailyStats.day, views: carDailyStats.views, searchViews: carDailyStats.searchViews, saves: carDailyStats.saves,
      leads: carDailyStats.leads, phoneReveals: carDailyStats.phoneReveals, leadsByForm: carDailyStats.leadsByForm,
    })
    .from(carDailyStats)
    .where(and(eq(carDailyStats.carId, carId), between(carDailyStats.day, days.from, days.to)))
    .orderBy(asc(carDailyStats.day));
}

/**
 * Sold cars like `car` (the market comparison's notion: same make and model, within its year and km windows, used or
 * demo), sold in the last year, of a dealership some site shows; only `dealershipId`'s when given. The most recent first.
 */
export async function listSoldComparables(db: Database, car: FiguresCar, now: Date, dealershipId?: number): Promise<SoldCar[]> {
  const rows = await db
    .select({ listedAt: cars.createdAt, soldAt: cars.soldAt })
    .from(cars)
    .where(and(
      ...comparableTo(car),
      inArray(cars.carType, ["used", "demo"]),
      eq(cars.status, "sold"),
      isNotNull(cars.soldAt),
      gte(cars.soldAt, new Date(now.getTime() - SOLD_WITHIN_DAYS * 86_400_000)),
      ne(cars.id, car.id),
      dealershipId === undefined ? sql`exists (select 1 from ${siteDealerships} where ${siteDealerships.dealershipId} = ${cars.dealershipId})` : eq(cars.dealershipId, dealershipId),
    ))
    .orderBy(desc(cars.soldAt))
    .limit(SOLD_LIMIT);
  return rows.flatMap((row) => (row.soldAt ? [{ listedAt: row.listedAt, soldAt: row.soldAt }] : []));
}

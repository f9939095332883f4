import { gte, lte, sql, type SQL } from "drizzle-orm";
import { cars } from "../schema";
import { kmWindow, YEAR_WINDOW } from "@/domain/market/market-estimate";

/** The market comparison's comparable cars: the same make and model (any case), within its model-year and km windows. */
export function comparableTo(car: { make: string; model: string; year: number; km: number }): SQL[] {
  const km = kmWindow(car.km);
  return [
    sql`lower(${cars.make}) = lower(${car.make})`,
    sql`lower(${cars.model}) = lower(${car.model})`,
    gte(cars.year, car.year - YEAR_WINDOW),
    lte(cars.year, car.year + YEAR_WINDOW),
    gte(cars.km, km.min),
    lte(cars.km, km.max),
  ];
}

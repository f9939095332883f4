import { and, asc, between, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../client";
import { cars, dealerships } from "../schema";
import type { Site } from "@/domain/site/site";
import type { CarSummary } from "@/domain/car/car";
import { SIMILAR_CARS_CANDIDATES, similarPriceWindow, type SimilarCarSubject } from "@/domain/vehicle/similar-cars";
import { carOwnershipScope } from "./car-scope";
import { summaryColumns, toCarSummary } from "./cars";

/**
 * Candidates for the similar-cars rule (spec 000 §7: the search asks for 10): in stock, owned by this
 * site, inside the price window, not this car; the same model first, then the closest in price.
 * `selectSimilarCars` in the domain makes the final choice.
 */
export async function findSimilarCarCandidates(db: Database, site: Site, car: SimilarCarSubject): Promise<CarSummary[]> {
  const window = similarPriceWindow(car.price);
  const rows = await db
    .select(summaryColumns)
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .where(and(carOwnershipScope(site), inArray(cars.status, ["in_stock", "coming_soon"]), ne(cars.id, car.id), between(cars.price, window.min, window.max)))
    .orderBy(sql`(lower(${cars.model}) = lower(${car.model})) desc`, sql`abs(${cars.price} - ${car.price})`, asc(cars.id))
    .limit(SIMILAR_CARS_CANDIDATES);
  return rows.map(toCarSummary);
}

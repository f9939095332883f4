import { and, eq, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { cars, dealerships, deliveryRates, locations } from "../schema";
import type { CarStatus, CarType } from "@/domain/car/car";
import type { FinanceCarFacts } from "@/domain/finance/finance-car-facts";
import type { Site } from "@/domain/site/site";
import { carOwnershipScope } from "./car-scope";

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const numberOrNull = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

/** One car the site owns (by id or slug), scoped with carOwnershipScope so another site's car is never read; null when absent. */
export async function findFinanceCar(db: Database, site: Site, car: { id: number } | { slug: string }): Promise<FinanceCarFacts | null> {
  const match: SQL = "id" in car ? eq(cars.id, car.id) : eq(cars.slug, car.slug);
  const [row] = await db
    .select({
      id: cars.id, slug: cars.slug, name: cars.name, make: cars.make, model: cars.model, year: cars.year, km: cars.km, price: cars.price,
      status: cars.status, reserved: cars.reserved, carType: cars.carType, fuel: cars.fuel, itemType: cars.itemType, variant: cars.variant,
      financeLenders: cars.financeLenders, autograbData: cars.autograbData, vin: cars.vin, nvic: cars.nvic,
      dealershipSlug: dealerships.slug, carCity: cars.city, carState: cars.state, locationCity: locations.city, locationState: locations.state,
    })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .where(and(carOwnershipScope(site), match))
    .limit(1);
  if (!row) return null;
  const [band] = await db.select({ id: deliveryRates.id }).from(deliveryRates).where(eq(deliveryRates.siteId, site.id)).limit(1);
  const autograb = asRecord(row.autograbData);
  const { carCity, carState, locationCity, locationState, ...facts } = row;
  return {
    ...facts,
    status: row.status as CarStatus,
    carType: row.carType as CarType,
    variant: asRecord(row.variant),
    autograbData: autograb
      ? { state_average_market_price: numberOrNull(autograb.state_average_market_price), average_market_price: numberOrNull(autograb.average_market_price) }
      : null,
    city: locationCity ?? carCity,
    state: locationState ?? carState,
    offersDelivery: band !== undefined,
  };
}

import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { cars, deliveryRates, locations } from "../schema";
import type { DeliveryRate } from "@/domain/delivery/delivery-estimate";
import type { Site } from "@/domain/site/site";
import { carVisibilityScope } from "./car-scope";

/** Where a car would be delivered from: its own location, else its dealership's primary (then first) location. */
export type DeliveryOrigin = { lat: number | null; lng: number | null; postcode: string | null };

/** The origin for a car the site shows, or null when the site shows no such car. */
export async function findDeliveryOrigin(db: Database, site: Site, carId: number, now: Date): Promise<DeliveryOrigin | null> {
  const [car] = await db
    .select({ dealershipId: cars.dealershipId, lat: locations.lat, lng: locations.lng, postcode: locations.postcode })
    .from(cars)
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .where(and(carVisibilityScope(site, now), eq(cars.id, carId)))
    .limit(1);
  if (!car) return null;
  if (car.postcode !== null) return { lat: car.lat, lng: car.lng, postcode: car.postcode };
  const [fallback] = await db
    .select({ lat: locations.lat, lng: locations.lng, postcode: locations.postcode })
    .from(locations)
    .where(eq(locations.dealershipId, car.dealershipId))
    .orderBy(desc(locations.primary), asc(locations.id))
    .limit(1);
  return fallback ?? { lat: null, lng: null, postcode: null };
}

/** The site's delivery bands, nearest first. */
export async function listDeliveryRates(db: Database, site: Site): Promise<DeliveryRate[]> {
  return db
    .select({ name: deliveryRates.name, maxDistanceKm: deliveryRates.maxDistanceKm, price: deliveryRates.price })
    .from(deliveryRates)
    .where(eq(deliveryRates.siteId, site.id))
    .orderBy(asc(deliveryRates.maxDistanceKm), asc(deliveryRates.price));
}

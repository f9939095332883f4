import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { cars, dealerships, locations } from "../schema";
import type { CarImage, CarStatus, CarType } from "@/domain/car/car";
import type { VehicleAdSource } from "@/domain/feeds/vehicle-ad";
import type { Site } from "@/domain/site/site";
import { carVisibilityScope } from "./car-scope";

/**
 * A page of the cars a site advertises in its vehicle-ads feeds: those it shows, in stock or coming
 * soon (sold cars are not offered), by id after `afterId`, so a large feed is read a page at a time.
 */
export async function listSiteVehicleAds(db: Database, site: Site, options: { afterId: number; limit: number; now: Date }): Promise<(VehicleAdSource & { carId: number })[]> {
  const rows = await db
    .select({
      carId: cars.id, dealershipId: cars.dealershipId, stocknum: cars.stocknum, vin: cars.vin, name: cars.name, make: cars.make, model: cars.model,
      badge: cars.badge, year: cars.year, km: cars.km, price: cars.price, beforePrice: cars.beforePrice, carType: cars.carType, status: cars.status,
      reserved: cars.reserved, certified: cars.certified, body: cars.body, fuel: cars.fuel, transmission: cars.transmission, drive: cars.drive,
      colour: cars.colour, itemType: cars.itemType, dealerComments: cars.dealerComments, createdAt: cars.createdAt, slug: cars.slug, images: cars.images,
      dealershipSlug: dealerships.slug, dealershipName: dealerships.name,
      locationSlug: locations.slug, locationName: locations.name, street: locations.street, city: locations.city, state: locations.state,
      postcode: locations.postcode, lat: locations.lat, lng: locations.lng, phone: locations.phone,
    })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .where(and(carVisibilityScope(site, options.now), inArray(cars.status, ["in_stock", "coming_soon"]), gt(cars.id, options.afterId)))
    .orderBy(asc(cars.id))
    .limit(options.limit);
  return rows.map((r) => ({
    carId: r.carId, id: `${r.dealershipId}-${r.stocknum}`, stocknum: r.stocknum, vin: r.vin, name: r.name, make: r.make, model: r.model, badge: r.badge,
    year: r.year, km: r.km, price: r.price, beforePrice: r.beforePrice, carType: r.carType as CarType, status: r.status as CarStatus, reserved: r.reserved,
    certified: r.certified, body: r.body, fuel: r.fuel, transmission: r.transmission, drive: r.drive, colour: r.colour, itemType: r.itemType,
    dealerComments: r.dealerComments, createdAt: r.createdAt, slug: r.slug, images: (r.images as CarImage[]).map((image) => image.url),
    dealership: { slug: r.dealershipSlug, name: r.dealershipName },
    location: r.locationSlug === null
      ? null
      : { storeCode: r.locationSlug, name: r.locationName ?? "", street: r.street ?? "", city: r.city ?? "", state: r.state ?? "", postcode: r.postcode ?? "", lat: r.lat, lng: r.lng, phone: r.phone },
  }));
}


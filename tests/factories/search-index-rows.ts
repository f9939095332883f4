import type { SearchIndexRow } from "@/db/queries/search-index";
import type { CarStatus, CarType } from "@/domain/car/car";
import { DEFAULT_SEED } from "@/server/demo/seed-demo";
import { placeOf } from "@/demo/factories/australian-places";
import { buildCar, type CarContext } from "@/demo/factories/car-factory";
import { buildGeneratedTenant } from "@/demo/factories/generated-tenants";
import { createRandom, mixSeed } from "@/demo/factories/random";

const CARS_PER_DEALERSHIP = 1_000;

/**
 * Search index rows for a group site over `count` generated cars, as the seeder makes them (the same
 * generated dealerships, motorcycle and caravan dealers left out, 1,000 cars each), without a database:
 * the engine's own pass can then be timed and profiled in-process.
 */
export function generatedIndexRows(count: number, now: Date): SearchIndexRow[] {
  const rows: SearchIndexRow[] = [];
  for (let n = 1; rows.length < count; n++) {
    const tenant = buildGeneratedTenant(DEFAULT_SEED, n);
    const blueprint = tenant.dealerships[0]!;
    if (blueprint.stockProfile === "outdoor") continue;
    const place = placeOf(blueprint.locations[0]!.place);
    const context: Omit<CarContext, "index"> = {
      now,
      dealership: { id: n, name: blueprint.name, makes: blueprint.makes, stockProfile: blueprint.stockProfile },
      location: { id: n, name: blueprint.locations[0]!.name, city: place.suburb, state: place.state },
      site: { financeProvider: tenant.config.financeProvider ?? null, offersSubscriptions: false },
    };
    for (let i = 0; i < CARS_PER_DEALERSHIP && rows.length < count; i++) {
      const index = n * CARS_PER_DEALERSHIP + i;
      const car = buildCar(createRandom(mixSeed(DEFAULT_SEED, index)), { ...context, index });
      if (!car.showOnDealerWebsite) continue;
      rows.push({
        id: index, make: car.make, model: car.model, badge: car.badge, series: car.series, body: car.body, fuel: car.fuel,
        transmission: car.transmission, drive: car.drive, colour: car.colour, seats: car.seats, year: car.year,
        carType: car.carType as CarType, status: car.status as CarStatus, soldAt: car.soldAt, tag: car.tag, certified: car.certified,
        city: car.city, state: car.state, locationName: car.locationName, dealershipName: blueprint.name, itemType: car.itemType,
        categories: car.categories, features: car.features, price: car.price, subscriptionPrice: car.subscriptionPrice, km: car.km,
        createdAt: car.createdAt, stocknum: car.stocknum, vin: car.vin, dealerComments: car.dealerComments,
        dealershipSlug: blueprint.slug, financeLenders: car.financeLenders,
      });
    }
  }
  return rows;
}

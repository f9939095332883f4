import { DEMO_TENANTS } from "@/demo/sites";
import type { FeedRecord } from "@/server/stock/staging-rows";
import type { TenantBlueprint } from "@/demo/factories/blueprints";
import { buildCar, type CarContext } from "@/demo/factories/car-factory";
import { carFeedRow } from "@/demo/factories/car-feed-row";
import { buildGeneratedTenant } from "@/demo/factories/generated-tenants";
import { createRandom, mixSeed, type Random } from "@/demo/factories/random";

/** The first this-many cars always go to the five demo tenants (identical whatever the total). */
export const DEMO_TENANT_CAPACITY = 3_000;
/** Beyond that, one generated tenant per this many cars. */
export const CARS_PER_GENERATED_TENANT = 1_000;

/** Demo tenants first, then `dealer-0001` … as needed for the requested number of cars. */
export function planTenants(totalCars: number, seed: number): TenantBlueprint[] {
  const extra = Math.max(0, totalCars - DEMO_TENANT_CAPACITY);
  const generated = Math.ceil(extra / CARS_PER_GENERATED_TENANT);
  return [...DEMO_TENANTS, ...Array.from({ length: generated }, (_, i) => buildGeneratedTenant(seed, i + 1))];
}

/** A dealership as the car stream needs it, after its rows (and ids) exist. */
export type StockingDealership = {
  tenantSlug: string;
  dealershipSlug: string;
  dealership: CarContext["dealership"];
  locations: readonly (CarContext["location"] & { slug: string })[];
  site: CarContext["site"];
  /** Relative share of the demo cars (0 for generated tenants). */
  weight: number;
};

export type CarStreamOptions = {
  /** Cars of the whole data set, and the range [from, to) of them this stream makes. */
  total: number;
  from: number;
  to: number;
  seed: number;
  now: Date;
};

function stockingFor(index: number, random: Random, demo: readonly (readonly [StockingDealership, number])[], generated: readonly StockingDealership[]): StockingDealership {
  if (index < DEMO_TENANT_CAPACITY || generated.length === 0) return random.weighted(demo);
  const target = generated[(index - DEMO_TENANT_CAPACITY) % generated.length];
  if (!target) throw new Error(`No generated dealership for car ${index}`);
  return target;
}

/**
 * The demo stock as feed records (what a dealer's feed would send, for the stock importer), made
 * lazily so memory stays flat at any total. Car i depends only on (seed, i, now), so the first cars
 * are identical whatever the total. `perTenant` is filled in as cars are produced.
 */
export async function* demoFeedRecords(dealerships: readonly StockingDealership[], options: CarStreamOptions, perTenant: Map<string, number>): AsyncGenerator<FeedRecord> {
  const demo = dealerships.filter((d) => d.weight > 0).map((d) => [d, d.weight] as const);
  const generated = dealerships.filter((d) => d.weight === 0);
  for (let index = options.from; index < Math.min(options.to, options.total); index++) {
    const random = createRandom(mixSeed(options.seed, index));
    const stocking = stockingFor(index, random, demo, generated);
    const location = random.pick(stocking.locations);
    const context: CarContext = { now: options.now, index, dealership: stocking.dealership, location, site: stocking.site };
    perTenant.set(stocking.tenantSlug, (perTenant.get(stocking.tenantSlug) ?? 0) + 1);
    yield { line: index + 1, values: carFeedRow(buildCar(random, context), stocking.dealershipSlug, location.slug) };
  }
}

/** Reports progress about every 1% (and at the end) however many imports add to it. */
export function progressTicker(total: number, onProgress?: (done: number, total: number) => void): (count: number) => void {
  const step = Math.max(1, Math.floor(total / 100));
  let done = 0;
  return (count) => {
    const before = Math.floor(done / step);
    done += count;
    if (onProgress && (Math.floor(done / step) > before || done === total)) onProgress(done, total);
  };
}

import { cars } from "@/db/schema";
import { DEMO_TENANTS } from "@/demo/sites";
import type { TenantBlueprint } from "../../../tests/factories/blueprints";
import { buildCar, type CarContext } from "../../../tests/factories/car-factory";
import { buildGeneratedTenant } from "../../../tests/factories/generated-tenants";
import { createRandom, mixSeed, type Random } from "../../../tests/factories/random";
import { copyColumnsOf, encodeCopyRow } from "@/db/copy-text";

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
  dealership: CarContext["dealership"];
  locations: readonly CarContext["location"][];
  site: CarContext["site"];
  /** Relative share of the demo cars (0 for generated tenants). */
  weight: number;
};

export type CarStreamOptions = {
  total: number;
  seed: number;
  now: Date;
  /** Called after each chunk with the number of cars it held. */
  onCars?: (count: number) => void;
};

const CAR_COLUMNS = copyColumnsOf(cars);
/** Ids are written explicitly (car i gets id i + 1) so they stay deterministic even with parallel COPY streams. */
export const CAR_COPY_COLUMN_NAMES: readonly string[] = ["id", ...CAR_COLUMNS.map((c) => c.name)];
const ROWS_PER_CHUNK = 500;

function stockingFor(index: number, random: Random, demo: readonly (readonly [StockingDealership, number])[], generated: readonly StockingDealership[]): StockingDealership {
  if (index < DEMO_TENANT_CAPACITY || generated.length === 0) return random.weighted(demo);
  const target = generated[(index - DEMO_TENANT_CAPACITY) % generated.length];
  if (!target) throw new Error(`No generated dealership for car ${index}`);
  return target;
}

/** Hands out chunk numbers to one or more parallel streams; a faster stream simply takes more chunks. */
export type ChunkCursor = { next: number };

/**
 * COPY text for `total` cars, generated lazily in chunks of 500 lines (memory stays flat at any total).
 * Car i (id i + 1) depends only on (seed, i, now), so the first cars are identical whatever the total.
 * Streams sharing one `cursor` split the chunks between them. `perTenant` is filled in as cars are produced.
 */
export async function* carCopyChunks(
  dealerships: readonly StockingDealership[], options: CarStreamOptions, perTenant: Map<string, number>, cursor: ChunkCursor = { next: 0 },
): AsyncGenerator<string> {
  const demo = dealerships.filter((d) => d.weight > 0).map((d) => [d, d.weight] as const);
  const generated = dealerships.filter((d) => d.weight === 0);
  for (let start = cursor.next++ * ROWS_PER_CHUNK; start < options.total; start = cursor.next++ * ROWS_PER_CHUNK) {
    const end = Math.min(options.total, start + ROWS_PER_CHUNK);
    let chunk = "";
    for (let index = start; index < end; index++) {
      const random = createRandom(mixSeed(options.seed, index));
      const stocking = stockingFor(index, random, demo, generated);
      const context: CarContext = { now: options.now, index, dealership: stocking.dealership, location: random.pick(stocking.locations), site: stocking.site };
      chunk += `${index + 1}\t${encodeCopyRow(buildCar(random, context), CAR_COLUMNS)}`;
      perTenant.set(stocking.tenantSlug, (perTenant.get(stocking.tenantSlug) ?? 0) + 1);
    }
    yield chunk;
    options.onCars?.(end - start);
  }
}

/** Reports progress about every 1% (and at the end) however many streams add to it. */
export function progressTicker(total: number, onProgress?: (done: number, total: number) => void): (count: number) => void {
  const step = Math.max(1, Math.floor(total / 100));
  let done = 0;
  return (count) => {
    const before = Math.floor(done / step);
    done += count;
    if (onProgress && (Math.floor(done / step) > before || done === total)) onProgress(done, total);
  };
}

import type { CarSummary } from "@/domain/car/car";
import type { Site } from "@/domain/site/site";
import { SizedLru } from "../cache/sized-lru";

type Held = { version: string; readAt: number; car: CarSummary };

/** What a card shows beside the car's own columns (its view count, its dealership's name) does not move the stock version: read again after this, as a cached page is rendered again. */
export const CAR_SUMMARY_MAX_AGE_MS = 30_000;

/**
 * Result cards' cars by id, kept while their site's stock version holds, so a page of hits shown lately costs no
 * query. Every car change moves the version (migration 0002's triggers) and `version` trusts a read for a moment
 * at most (STOCK_VERSION_TRUST_MS), so a price change shows on the cards within a second, as on cached pages; a
 * car is read again after CAR_SUMMARY_MAX_AGE_MS in any case. At most `maxCars` cars in all, the least recently
 * shown dropped first.
 */
export class CarSummaries {
  private readonly held: SizedLru<string, Held>;

  constructor(
    private readonly read: (site: Site, ids: number[]) => Promise<CarSummary[]>,
    private readonly version: (site: Site) => Promise<string>,
    maxCars: number,
    private readonly now: () => number = Date.now,
  ) {
    this.held = new SizedLru(maxCars);
  }

  /** The site's cars with these ids, in no particular order; ids the site does not own are left out. */
  async byIds(site: Site, ids: readonly number[]): Promise<CarSummary[]> {
    const version = await this.version(site);
    const freshSince = this.now() - CAR_SUMMARY_MAX_AGE_MS;
    const kept: CarSummary[] = [];
    const missing: number[] = [];
    for (const id of ids) {
      const held = this.held.get(`${site.id}:${id}`);
      if (held?.version === version && held.readAt > freshSince) kept.push(held.car);
      else missing.push(id);
    }
    if (missing.length === 0) return kept;
    // Read after the version: what is stored under it is never older than it.
    const readAt = this.now();
    const read = await this.read(site, missing);
    for (const car of read) this.held.set(`${site.id}:${car.id}`, { version, readAt, car }, 1);
    return [...kept, ...read];
  }
}

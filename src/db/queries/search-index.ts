import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { cars, dealerships, locations, stockVersions } from "../schema";
import type { Site } from "@/domain/site/site";
import type { CarStatus, CarType } from "@/domain/car/car";
import { carOwnershipScope, carVisibilityScope } from "./car-scope";
import { financeRuleColumns, summaryColumns, toCarSummary } from "./cars";
import type { CarSummary } from "@/domain/car/car";

/** What the search index keeps of each car: the facet, range, sort and text fields, nothing for display. */
export type SearchIndexRow = {
  id: number;
  make: string; model: string; badge: string | null; series: string | null; body: string | null; fuel: string | null;
  transmission: string | null; drive: string | null; colour: string | null; seats: number | null; year: number;
  carType: CarType; status: CarStatus; soldAt: Date | null; tag: string | null; certified: boolean;
  city: string | null; state: string | null; locationName: string | null; dealershipName: string; itemType: string | null;
  categories: string[]; features: string[]; price: number; subscriptionPrice: number | null; km: number; createdAt: Date;
  stocknum: string; vin: string | null; dealerComments: string | null;
  dealershipSlug: string; financeLenders: unknown;
};

/** Rows read per query when building an index: a 50,000-car site is read in ten steps, not held whole. */
const INDEX_ROW_BATCH = 5_000;

/**
 * Every car the site may show at `now`, for building its search index, in batches in id order. The ids
 * come first (small), then the cars a batch at a time, so a large site's rows are never all in memory.
 */
export async function* searchIndexRowBatches(db: Database, site: Site, now: Date, batchSize = INDEX_ROW_BATCH): AsyncGenerator<SearchIndexRow[]> {
  const ids = (await db.select({ id: cars.id }).from(cars).where(carVisibilityScope(site, now)).orderBy(asc(cars.id))).map((row) => row.id);
  for (let start = 0; start < ids.length; start += batchSize) {
    const rows = await db
      .select({
        id: cars.id, make: cars.make, model: cars.model, badge: cars.badge, series: cars.series, body: cars.body, fuel: cars.fuel,
        transmission: cars.transmission, drive: cars.drive, colour: cars.colour, seats: cars.seats, year: cars.year,
        carType: cars.carType, status: cars.status, soldAt: cars.soldAt, tag: cars.tag, certified: cars.certified,
        city: cars.city, state: cars.state, locationName: cars.locationName, dealershipName: dealerships.name, itemType: cars.itemType,
        categories: cars.categories, features: cars.features, price: cars.price, subscriptionPrice: cars.subscriptionPrice, km: cars.km,
        createdAt: cars.createdAt, stocknum: cars.stocknum, vin: cars.vin, dealerComments: cars.dealerComments, ...financeRuleColumns,
      })
      .from(cars)
      .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
      // The scope again: a car that changed since the ids were read is left out, and its stock version triggers a rebuild.
      .where(and(carVisibilityScope(site, now), inArray(cars.id, ids.slice(start, start + batchSize))))
      .orderBy(asc(cars.id));
    yield rows.map((row) => ({ ...row, carType: row.carType as CarType, status: row.status as CarStatus }));
  }
}

/**
 * A fingerprint of the site's stock: it changes whenever a car of one of its dealerships is added,
 * changed or removed (the triggers of migration 0002 keep stock_versions).
 */
export async function readStockVersion(db: Database, site: Site): Promise<string> {
  const ids = site.dealerships.map((d) => d.id);
  if (ids.length === 0) return "none";
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${stockVersions.version}), 0)::text`, latest: sql<string>`coalesce(max(${stockVersions.changedAt})::text, '')` })
    .from(stockVersions)
    .where(inArray(stockVersions.dealershipId, ids));
  return `${row?.total ?? 0}@${row?.latest ?? ""}`;
}

/** The site's cars with these ids, as cards show them; ids the site does not own are left out. */
export async function findSiteCarsByIds(db: Database, site: Site, ids: number[]): Promise<CarSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(summaryColumns)
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .where(and(carOwnershipScope(site), inArray(cars.id, ids)));
  return rows.map(toCarSummary);
}

/** The site's visible locations with a slug, for `/search/{location slug}`. */
export async function listSiteLocationNames(db: Database, site: Site): Promise<{ slug: string; name: string }[]> {
  const ids = site.dealerships.map((d) => d.id);
  if (ids.length === 0) return [];
  return db
    .selectDistinct({ slug: locations.slug, name: locations.name })
    .from(locations)
    .where(and(inArray(locations.dealershipId, ids), eq(locations.visible, true)))
    .orderBy(asc(locations.name));
}

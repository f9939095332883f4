import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { cars, dealerships, handSetPrices, locations, siteDealerships } from "../schema";
import { STOCK_PAGE_SIZE, type StockListQuery, type StockSort } from "@/domain/stock/stock-list-query";

export type StockCarRow = {
  id: number; dealershipId: number; dealershipName: string; stocknum: string; slug: string; vin: string | null;
  year: number | null; make: string | null; model: string | null; badge: string | null;
  price: number; status: string; listedAt: Date; priceSetByHand: boolean;
  /** The state of the car's location, whose clock its dates are read on. */
  state: string | null;
};

const COLUMNS = {
  id: cars.id, dealershipId: cars.dealershipId, dealershipName: dealerships.name, stocknum: cars.stocknum, slug: cars.slug, vin: cars.vin,
  year: cars.year, make: cars.make, model: cars.model, badge: cars.badge, price: cars.price, status: cars.status, listedAt: cars.createdAt,
  priceSetByHand: sql<boolean>`${handSetPrices.carId} IS NOT NULL`, state: locations.state,
};

const selectStockCars = (db: Database) => db.select(COLUMNS).from(cars)
  .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
  .leftJoin(handSetPrices, eq(handSetPrices.carId, cars.id))
  .leftJoin(locations, eq(locations.id, cars.locationId));

const ORDER: Record<StockSort, SQL[]> = {
  price_asc: [asc(cars.price), asc(cars.id)],
  price_desc: [desc(cars.price), asc(cars.id)],
  listed_longest: [asc(cars.createdAt), asc(cars.id)],
  listed_newest: [desc(cars.createdAt), desc(cars.id)],
};

const likePrefix = (word: string) => `${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Each word of the search starts the car's stock number, VIN, make, model or badge (any case). */
function matching(q: string): SQL | undefined {
  const words = q.split(" ").filter(Boolean).slice(0, 8);
  if (!words.length) return undefined;
  return and(...words.map((word) => {
    const prefix = likePrefix(word);
    return sql`(lower(${cars.stocknum}) LIKE ${prefix} OR lower(${cars.vin}) LIKE ${prefix} OR lower(${cars.make}) LIKE ${prefix} OR lower(${cars.model}) LIKE ${prefix} OR lower(${cars.badge}) LIKE ${prefix})`;
  }));
}

/** A page of the cars of `dealershipIds` (the staff member's, already narrowed to the one asked for) and how many match. */
export async function listStockCars(db: Database, dealershipIds: readonly number[], query: StockListQuery): Promise<{ rows: StockCarRow[]; total: number }> {
  if (!dealershipIds.length) return { rows: [], total: 0 };
  const where = and(inArray(cars.dealershipId, [...dealershipIds]), matching(query.q));
  const [rows, [counted]] = await Promise.all([
    selectStockCars(db).where(where).orderBy(...ORDER[query.sort]).limit(STOCK_PAGE_SIZE).offset((query.page - 1) * STOCK_PAGE_SIZE),
    db.select({ total: count() }).from(cars).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** One car of `dealershipIds`, or null (another dealership's car is not found, like a car that does not exist). */
export async function loadStockCar(db: Database, dealershipIds: readonly number[], carId: number): Promise<StockCarRow | null> {
  if (!dealershipIds.length) return null;
  const [row] = await selectStockCars(db).where(and(eq(cars.id, carId), inArray(cars.dealershipId, [...dealershipIds])));
  return row ?? null;
}

/**
 * The cars of `dealershipIds` among `carIds` (the others are not found, like cars that do not exist); `lock` holds
 * them until the transaction ends, so their prices cannot move between reading them and changing them.
 */
export async function loadStockCars(db: Database, dealershipIds: readonly number[], carIds: readonly number[], { lock = false } = {}): Promise<StockCarRow[]> {
  if (!dealershipIds.length || !carIds.length) return [];
  const query = selectStockCars(db).where(and(inArray(cars.id, [...carIds]), inArray(cars.dealershipId, [...dealershipIds])));
  return lock ? await query.for("update", { of: cars }) : await query;
}

/**
 * Sets the price of a car of `dealershipIds` if it still has `loadedPrice` (the price the staff member's form was
 * loaded with); returns the car's dealership and stock number, or null when it no longer has that price or is out of reach.
 */
export async function updatePriceIfUnchanged(db: Database, dealershipIds: readonly number[], change: { carId: number; loadedPrice: number; price: number; at: Date }) {
  const [row] = await db.update(cars).set({ price: change.price, updatedAt: change.at })
    .where(and(eq(cars.id, change.carId), inArray(cars.dealershipId, [...dealershipIds]), eq(cars.price, change.loadedPrice)))
    .returning({ dealershipId: cars.dealershipId, stocknum: cars.stocknum });
  return row ?? null;
}

/** The sites that show a dealership's stock. */
export async function listDealershipSiteIds(db: Database, dealershipId: number): Promise<number[]> {
  const rows = await db.select({ siteId: siteDealerships.siteId }).from(siteDealerships).where(eq(siteDealerships.dealershipId, dealershipId)).orderBy(asc(siteDealerships.siteId));
  return rows.map((r) => r.siteId);
}

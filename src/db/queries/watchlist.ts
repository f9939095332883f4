import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { cars, dealerships, users, watchlistEntries } from "../schema";
import type { CarStatus, CarSummary, CarType } from "@/domain/car/car";
import type { Site } from "@/domain/site/site";
import { decideSave, type SaveDecision } from "@/domain/watchlist/watchlist-rules";
import { carOwnershipScope } from "./car-scope";
import { summaryColumns, toCarSummary } from "./cars";

export type SavedCar = { id: number; name: string };
export type SaveOutcome = SaveDecision & { car: SavedCar | null };
export type WatchedCar = { car: CarSummary; savedPrice: number | null; savedAt: Date };

/** The user if it is one of this site's: a shopper of one site is no one on another. */
async function lockSiteUser(tx: Database, site: Site, userId: number): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.siteId, site.id))).for("update").limit(1);
  return row !== undefined;
}

const entryOf = (site: Site, userId: number) => and(eq(watchlistEntries.siteId, site.id), eq(watchlistEntries.userId, userId));

/**
 * Saves cars to a shopper's watchlist by the rules of `decideSave`, each in turn. The user's row is locked
 * first, so two saves at once cannot both take the last place on the list.
 */
export async function saveWatchlistCars(db: Database, site: Site, userId: number, carIds: readonly number[], options: { siteOrigin: string | null }): Promise<SaveOutcome[]> {
  return db.transaction(async (tx) => {
    if (!(await lockSiteUser(tx, site, userId))) return carIds.map(() => ({ kind: "refused", reason: "not_found", car: null }) as const);
    const found = carIds.length === 0 ? [] : await tx
      .select({ id: cars.id, name: cars.name, status: cars.status, carType: cars.carType, price: cars.price, primaryImageUrl: cars.primaryImageUrl })
      .from(cars)
      .where(and(carOwnershipScope(site), inArray(cars.id, [...carIds])));
    const saved = new Set((await tx.select({ carId: watchlistEntries.carId }).from(watchlistEntries).where(entryOf(site, userId))).map((r) => r.carId));
    const outcomes: SaveOutcome[] = [];
    for (const carId of carIds) {
      const car = found.find((c) => c.id === carId) ?? null;
      const facts = car ? { status: car.status as CarStatus, carType: car.carType as CarType, price: car.price, hasImage: car.primaryImageUrl !== null } : null;
      const decision = decideSave({ car: facts, alreadySaved: saved.has(carId), savedCount: saved.size, strict: site.config.strictFavourites });
      if (decision.kind === "save" && car) {
        await tx.insert(watchlistEntries).values({ siteId: site.id, userId, carId, savedPrice: car.price, siteOrigin: options.siteOrigin }).onConflictDoNothing();
        saved.add(carId);
      }
      outcomes.push({ ...decision, car: car ? { id: car.id, name: car.name } : null });
    }
    return outcomes;
  });
}

/** Takes a car off the shopper's watchlist; the car's name for the toast, or null when the site has no such car. */
export async function removeWatchlistCar(db: Database, site: Site, userId: number, carId: number): Promise<SavedCar | null> {
  await db.delete(watchlistEntries).where(and(entryOf(site, userId), eq(watchlistEntries.carId, carId)));
  const [car] = await db.select({ id: cars.id, name: cars.name }).from(cars).where(and(carOwnershipScope(site), eq(cars.id, carId))).limit(1);
  return car ?? null;
}

/** The shopper's saved cars on this site, newest saved first, as cards show them, with the price when saved. */
export async function listWatchedCars(db: Database, site: Site, userId: number): Promise<WatchedCar[]> {
  const rows = await db
    .select({ ...summaryColumns, savedPrice: watchlistEntries.savedPrice, savedAt: watchlistEntries.createdAt })
    .from(watchlistEntries)
    .innerJoin(cars, eq(cars.id, watchlistEntries.carId))
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .where(and(entryOf(site, userId), carOwnershipScope(site)))
    .orderBy(desc(watchlistEntries.createdAt), desc(watchlistEntries.id));
  return rows.map(({ savedPrice, savedAt, ...car }) => ({ car: toCarSummary(car), savedPrice, savedAt }));
}

/** The ids of the shopper's saved cars (for the save controls on shared pages). */
export async function listWatchedCarIds(db: Database, site: Site, userId: number): Promise<number[]> {
  const rows = await db.select({ carId: watchlistEntries.carId }).from(watchlistEntries).where(entryOf(site, userId));
  return rows.map((r) => r.carId);
}

import { and, countDistinct, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { cars, locations, manufacturers } from "../schema";
import type { Site } from "@/domain/site/site";
import { carOwnershipScope } from "./car-scope";

/** A make a dealership of the site holds the franchise for, the kinds of vehicle it stocks of it, and its logo. */
export type FranchiseMake = { make: string; slug: string | null; logoUrl: string | null; itemTypes: string[] };

/**
 * The makes on the site's dealerships' visible locations (their franchises), each with the item types
 * (car, motorcycle, truck, caravan) of the site's stock of that make at the dealership that holds it.
 */
export async function listFranchiseMakes(db: Database, site: Site): Promise<FranchiseMake[]> {
  const ids = site.dealerships.map((d) => d.id);
  if (ids.length === 0) return [];
  const franchises = await db
    .selectDistinct({ dealershipId: locations.dealershipId, make: sql<string>`unnest(${locations.manufacturers})` })
    .from(locations)
    .where(and(inArray(locations.dealershipId, ids), eq(locations.visible, true)));
  const makes = [...new Set(franchises.map((f) => f.make))];
  if (makes.length === 0) return [];
  const [stocked, logos] = await Promise.all([
    db
      .selectDistinct({ dealershipId: cars.dealershipId, make: cars.make, itemType: cars.itemType })
      .from(cars)
      .where(and(carOwnershipScope(site), inArray(cars.make, makes))),
    db.select({ name: manufacturers.name, slug: manufacturers.slug, logoUrl: manufacturers.logoUrl }).from(manufacturers).where(inArray(manufacturers.name, makes)),
  ]);
  const held = new Set(franchises.map((f) => `${f.dealershipId}|${f.make}`));
  return makes.map((make) => {
    const logo = logos.find((l) => l.name === make);
    const itemTypes = stocked.filter((s) => s.make === make && held.has(`${s.dealershipId}|${make}`)).map((s) => s.itemType ?? "car");
    return { make, slug: logo?.slug ?? null, logoUrl: logo?.logoUrl ?? null, itemTypes: [...new Set(itemTypes)].sort() };
  });
}

/** How many visible locations the site's dealerships have (the stats banner's locations figure). */
export async function countSiteLocations(db: Database, site: Site): Promise<number> {
  const ids = site.dealerships.map((d) => d.id);
  if (ids.length === 0) return 0;
  const [row] = await db.select({ n: countDistinct(locations.id) }).from(locations).where(and(inArray(locations.dealershipId, ids), eq(locations.visible, true)));
  return row?.n ?? 0;
}

/** How many of the site's cars of a make are in stock, by car type (coming soon and sold not counted). */
export async function countInStockByCarType(db: Database, site: Site, make: string): Promise<Partial<Record<string, number>>> {
  const rows = await db
    .select({ carType: cars.carType, n: sql<number>`count(*)::int` })
    .from(cars)
    .where(and(carOwnershipScope(site), eq(cars.status, "in_stock"), eq(cars.make, make)))
    .groupBy(cars.carType);
  return Object.fromEntries(rows.map((row) => [row.carType, row.n]));
}

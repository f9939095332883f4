import { asc, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { dealerships, locations } from "../schema";
import type { ImportDealership } from "@/domain/stock/import-dealership";

/** The dealerships with these slugs, with their locations, for a stock import (unknown slugs are left out). */
export async function findImportDealerships(db: Database, slugs: readonly string[]): Promise<ImportDealership[]> {
  if (slugs.length === 0) return [];
  const rows = await db.select({ id: dealerships.id, slug: dealerships.slug, name: dealerships.name }).from(dealerships).where(inArray(dealerships.slug, [...slugs])).orderBy(asc(dealerships.id));
  if (rows.length === 0) return [];
  const places = await db
    .select({ dealershipId: locations.dealershipId, id: locations.id, slug: locations.slug, name: locations.name, city: locations.city, state: locations.state, primary: locations.primary })
    .from(locations)
    .where(inArray(locations.dealershipId, rows.map((r) => r.id)))
    .orderBy(asc(locations.id));
  return rows.map((d) => ({ ...d, locations: places.filter((l) => l.dealershipId === d.id).map(({ dealershipId: _, ...l }) => l) }));
}
